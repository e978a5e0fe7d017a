/**
 * Redirect targets that resolve to another site, directly or once a browser has removed dot
 * segments and read backslashes as slashes (the first ones were found against the running site).
 */
export const hostileRedirectTargets = [
	'/.//evil.example/phish',
	'/..//evil.example/phish',
	'/%2e%2e//evil.example/phish',
	'/%2e//evil.example/phish',
	'/admin/..//evil.example/phish',
	'/admin/../\\evil.example/phish',
	'/./\\evil.example/phish',
	'/.\t//evil.example/phish',
	'/%2E%2E/%2E%2E//evil.example/phish',
	'//evil.example/phish',
	'/\\evil.example/phish',
	'\\\\evil.example/phish',
	'https://evil.example/phish',
	'https:evil.example/phish',
	'javascript:alert(1)',
]
