/**
 * The landing page view, sent by a tiny inline script, not when the app has hydrated: a visitor on
 * a slow phone who leaves after a second (a bounce, or a link followed before the scripts ran) is
 * still counted. The app's tracker finds the mark this script leaves (`landingMark`) and does not
 * count the same view again.
 *
 * The script only notes the page and marks it while the parser runs; the sending waits for the
 * first idle moment after the first contentful paint (the frame after the first paint where the
 * browser does not report paints), or the page being hidden or left, whichever comes first (at
 * most 3 s). Session storage's first read and the beacon are synchronous calls to the browser
 * process: 10–50 ms in the parser's path before the first paint, on a 2-core machine (decision
 * 0029). Sent from an idle moment, the work is split in two tasks, each at an idle moment of its
 * own: the session id, the lead visit and the view in the first, the beacon in the next (decision
 * 0029, "Later (session 40)"); a page hidden or left between them sends at once. The frame after
 * the first paint alone was not late enough: the first frames can come while the text still waits
 * for its font, and the call then held the paint the visitor sees. The page's load event is too
 * late: a visitor who closes a tab still loading (a slow phone) is sent no page hide, and the view
 * would be lost; that close is caught by a beforeunload listener (Chromium runs the unload steps
 * of a loading page only for a page that listens to it).
 *
 * The script is a fixed string, the same in the server and the browser bundles (so hydration sees
 * the same element), and the same for every visitor (public pages are cached: nothing per visitor
 * is in it). It reads what it sends from the page itself: the path, the title, the referrer and the
 * UTM parameters of the landing URL, and the session id kept in session storage (never a cookie).
 * It runs under the page's CSP nonce; a prerendered page sends only once it is shown.
 */
import { utmMaxLength } from './analytics-dimensions.ts'
import { leadVisitKey, maxPagesSeen } from './lead-visit.ts'

export const analyticsEndpoint = '/api/analytics'
export const analyticsSessionKey = 'analytics_session'
/** The window property the script sets to `{ path }` once the landing view is on its way (sent,
 * or due once the page has painted). */
export const landingMark = '__analyticsLanding'

export interface LandingMark {
	path: string
}

/** The mark the landing script left, in the browser (it stays: the script runs once per document). */
export function readLandingMark(): LandingMark | undefined {
	const mark = (window as unknown as Record<string, LandingMark | undefined>)[landingMark]
	return mark && typeof mark.path === 'string' ? mark : undefined
}

// ES5, no dependencies: e endpoint, k session key, f mark, c contact page, m UTM length, L the
// lead visit key, P the most pages counted. The path and query are the landing's, read as the
// script runs, and the time is when the page is shown (at once, or when a prerendered page is);
// s makes the view once (z) and x sends it once (B, the body not yet sent), from whichever of an
// idle moment after the first contentful paint (s(1): the send then waits for the next idle moment,
// I; a timer where there is no requestIdleCallback; the frame after the first paint where there is
// no paint timing), the 3 s timer, pagehide, beforeunload and a hidden page comes first. An empty
// query or referrer is not parsed (a URL that throws costs its stack). The beforeunload
// listener is for a tab closed while it still loads: Chromium then skips the unload steps (no
// pagehide) unless the page listens to beforeunload. It is removed once the view is sent. The 3 s
// timer and the leaving listeners are set before the paint observer: a browser whose observer
// throws still sends the view its mark announces. The lead visit (app/lib/lead-source.ts) starts
// anew on a landing with a campaign or an external referrer (unless it is the same landing again:
// a reload), and otherwise counts one more page.
const source = `function(e,k,f,c,m,L,P){try{var w=window,d=document;if(w[f])return;var l=location,p=l.pathname,S=l.search,T,z=0,B=0,s=function(y){if(!z){z=1;var i;try{i=sessionStorage.getItem(k);if(!i){i=crypto.randomUUID();sessionStorage.setItem(k,i)}}catch(x){i="no-session-storage"}var t=new Date(T).toISOString(),q=S?new URLSearchParams(S):0,u={},n=0,U={},N=0,h="";["source","medium","campaign","term","content"].forEach(function(a,j){var v=(q&&q.get("utm_"+a)||"").trim().slice(0,m);if(v){U[a]=v;N++;if(j<3){u[a]=v;n++}}});if(d.referrer)try{var R=new URL(d.referrer);if(/^https?:$/.test(R.protocol)&&R.hostname!==l.hostname)h=R.hostname.toLowerCase().replace(/^www\\./,"")}catch(x){}try{var o=JSON.parse(sessionStorage.getItem(L)||"null"),J=JSON.stringify(U);if(!o||!(o.p>0)||(h||N)&&!(o.l===p&&o.r===h&&JSON.stringify(o.u)===J))o={l:p,r:h,u:U,p:0};o.p=Math.min(P,o.p+1);sessionStorage.setItem(L,JSON.stringify(o))}catch(x){}var v={kind:"page_view",page_path:p,page_title:d.title.slice(0,300),occurred_at:t};if(d.referrer)v.referrer=d.referrer.slice(0,2048);if(n)v.utm=u;var g=[v];if(c)g.push({kind:"event",event_name:"contact_page_view",event_category:"contact",event_action:"view",page_path:p,occurred_at:t});B=JSON.stringify({session_id:i,events:g});if(y===1)return I(x)}x()},x=function(){if(!B)return;var b=B;B=0;w.removeEventListener("beforeunload",s);if(!(navigator.sendBeacon&&navigator.sendBeacon(e,b)))fetch(e,{method:"POST",body:b,keepalive:true,headers:{"Content-Type":"text/plain;charset=UTF-8"}})["catch"](function(){})},I=function(f){w.requestIdleCallback?w.requestIdleCallback(f):setTimeout(f,0)};var a=function(){T=Date.now();w[f]={path:p};setTimeout(s,3000);w.addEventListener("pagehide",s);w.addEventListener("beforeunload",s);d.addEventListener("visibilitychange",function(){if(d.visibilityState=="hidden")s()});var F=w.PerformanceObserver,E=F&&F.supportedEntryTypes;if(E&&E.indexOf("paint")>=0)new F(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();I(function(){s(1)})}}).observe({type:"paint",buffered:true});else requestAnimationFrame(function(){setTimeout(function(){s(1)},0)})};if(d.prerendering)d.addEventListener("prerenderingchange",a,{once:true});else a()}catch(x){}}`

/**
 * The inline script of a public page. `contactPage`: the page is the contact page, whose view is
 * also the contact_page_view event (the pixel's ContactInterest), sent with it.
 */
export function landingViewScript(contactPage: boolean): string {
	const args = [analyticsEndpoint, analyticsSessionKey, landingMark, contactPage, utmMaxLength, leadVisitKey, maxPagesSeen].map((a) => JSON.stringify(a)).join(',')
	return `(${source})(${args})`
}
