import { describe, expect, it } from 'vitest'
import { mayOpen, roleMap, rolesFor } from './admin-access.ts'

describe('the role map', () => {
	it('covers a screen and everything under it', () => {
		expect(rolesFor('/admin/posts')).toEqual(['admin', 'editor'])
		expect(rolesFor('/admin/posts/edit/7')).toEqual(['admin', 'editor'])
		expect(rolesFor('/admin/messages/12')).toEqual(['admin'])
		expect(rolesFor('/admin/messages/:id')).toEqual(['admin'])
		expect(rolesFor('/admin/subscribers/export')).toEqual(['admin'])
	})

	it('opens the dashboard to every role, but not what lies under /admin unlisted', () => {
		expect(rolesFor('/admin')).toEqual(['admin', 'editor'])
		expect(rolesFor('/admin/')).toEqual(['admin', 'editor'])
		expect(rolesFor('/admin/something-new')).toEqual(['admin'])
		expect(mayOpen('editor', '/admin/something-new')).toBe(false)
	})

	it('does not match a key by its first letters only', () => {
		expect(rolesFor('/admin/postsecret')).toEqual(['admin'])
		expect(rolesFor('/admin/users-report')).toEqual(['admin'])
	})

	it('lets editors open content screens and administrators everything listed', () => {
		expect(mayOpen('editor', '/admin/products/3/edit')).toBe(true)
		expect(mayOpen('editor', '/admin/users')).toBe(false)
		for (const path of Object.keys(roleMap)) expect(mayOpen('admin', path), path).toBe(true)
	})
})
