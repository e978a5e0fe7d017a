import { useEffect, useMemo } from 'react'
import { useRouteLoaderData } from 'react-router'
import type { AdminFlash, AdminReply } from '#app/lib/admin-reply.ts'
import { Banner, type BannerMessage } from './banner.tsx'

/** The flash message the back-office layout read for this page (post/redirect/get), if any. */
function useFlash(): AdminFlash | null {
	const layout = useRouteLoaderData('routes/admin/layout') as { flash?: AdminFlash | null } | undefined
	return layout?.flash ?? null
}

/**
 * The one way a back-office screen shows what an action answered (decision 0027): the reply of its
 * last action, or else the flash of the write that led to the page, as the banner; after a refusal
 * with field errors, the focus moves to the first field in error (its message is read with it).
 */
export function ReplyBanner({ reply }: { reply: Pick<AdminReply<unknown>, 'ok' | 'message' | 'errors' | 'key'> | null | undefined }) {
	const flash = useFlash()
	const message = useMemo<BannerMessage | null>(() => {
		// A reply without text (a step whose result is its answer) shows no banner.
		if (reply) return reply.message ? { tone: reply.ok ? 'success' : 'error', text: reply.message, id: reply.key } : null
		return flash ? { tone: flash.tone, text: flash.text, id: flash.key } : null
	}, [reply, flash])
	const invalid = reply && !reply.ok && Object.keys(reply.errors).length > 0 ? reply.key : null
	useEffect(() => {
		if (!invalid) return
		// After the form has rendered the errors it was given.
		const timer = setTimeout(() => document.querySelector<HTMLElement>('main [aria-invalid="true"]')?.focus())
		return () => clearTimeout(timer)
	}, [invalid])
	return <Banner message={message} />
}

/** The last reply when it refused a save (the values and field errors its form shows again), else null. */
export function refusedReply<Reply extends { ok: boolean }>(reply: Reply | undefined): Reply | null {
	return reply && !reply.ok ? reply : null
}
