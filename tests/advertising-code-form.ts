/** A valid advertising-code form as the screen sends it: a Meta pixel's script in the page head, switched on. */
export const pixelCodeForm = {
	name: 'Pixel',
	code: '<script async src="https://px.example/p.js"></script>',
	platform: 'Meta',
	type: 'header',
	enabled: 'on',
}
