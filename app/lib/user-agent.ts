/** The browser and system a user-agent string names, roughly (enough to tell devices apart). */
export function describeUserAgent(userAgent: string | null | undefined): { browser: string | null; os: string | null } {
	const ua = userAgent ?? ''
	const browser = /Edg(?:e|A|iOS)?\//.test(ua)
		? 'Edge'
		: /OPR\/|Opera/.test(ua)
			? 'Opera'
			: /SamsungBrowser\//.test(ua)
				? 'Samsung Internet'
				: /Firefox\/|FxiOS\//.test(ua)
					? 'Firefox'
					: /Chrom(?:e|ium)\/|CriOS\//.test(ua)
						? 'Chrome'
						: /Safari\//.test(ua)
							? 'Safari'
							: null
	const os = /Windows/.test(ua)
		? 'Windows'
		: /iPhone|iPad|iPod/.test(ua)
			? 'iOS'
			: /Android/.test(ua)
				? 'Android'
				: /Mac OS X|Macintosh/.test(ua)
					? 'macOS'
					: /CrOS/.test(ua)
						? 'ChromeOS'
						: /Linux/.test(ua)
							? 'Linux'
							: null
	return { browser, os }
}
