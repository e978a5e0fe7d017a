import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { isLang } from '#app/i18n/lang.ts'
import { brandFamily, fontSamples, systemFacesClass, systemFacesScript } from '#app/lib/system-faces-script.ts'

const script = systemFacesScript()

/**
 * A slow connection's first visit in the system's faces (app/lib/system-faces-script.ts), and IBM
 * Plex again from the next page on: once the script has fetched the files, a navigation inside the
 * site, which draws a new page anyway, drops the class. The page being read never changes face
 * under its reader.
 */
export function SystemFaces({ nonce }: { nonce: string }) {
	const { pathname } = useLocation()
	const firstPage = useRef(true)
	useEffect(() => {
		if (firstPage.current) {
			firstPage.current = false
			return
		}
		const root = document.documentElement
		const lang = root.lang
		if (!root.classList.contains(systemFacesClass) || !isLang(lang)) return
		const ready = ['400', '600'].every((weight) => document.fonts.check(`${weight} 1em ${brandFamily}`, fontSamples[lang]))
		if (ready) root.classList.remove(systemFacesClass)
	}, [pathname])
	return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />
}
