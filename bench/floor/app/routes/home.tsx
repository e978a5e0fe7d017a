// The floor's one route: a heading and a paragraph, server-rendered and hydrated.
export function meta() {
	return [
		{ title: 'Framework floor' },
		{ name: 'description', content: 'One React Router route: the least a page built on the framework costs a phone.' },
	]
}

export default function Home() {
	return (
		<main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: '40rem', margin: '0 auto', padding: '1rem' }}>
			<h1>Framework floor</h1>
			<p>One React Router route, rendered on the server and hydrated in the browser.</p>
		</main>
	)
}
