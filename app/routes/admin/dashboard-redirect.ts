import { redirect } from 'react-router'

/** /admin/dashboard is an old address of the dashboard (spec section 2). */
export function loader() {
	throw redirect('/admin', 301)
}
