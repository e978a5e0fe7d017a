import { describe, expect, it } from 'vitest'
import {
	changePasswordSchema,
	changeRoleSchema,
	confirmPasswordSchema,
	inviteStaffSchema,
	isStrongPassword,
	passwordProblem,
	passwordRule,
	toStaffRole,
	totpCodeSchema,
	totpSecretOf,
} from './staff-schema.ts'
import { fieldErrors } from './validation.ts'

const uri = 'otpauth://totp/Tasdeer%20Food%20Trading:mona%40staff.example?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Tasdeer%20Food%20Trading&digits=6&period=30'

describe('staff forms', () => {
	it('invites with a trimmed name, a lower-case e-mail and a known role', () => {
		expect(inviteStaffSchema.parse({ name: '  Sara  ', email: ' Sara@Example.COM ', role: 'admin' })).toEqual({ name: 'Sara', email: 'sara@example.com', role: 'admin' })
		const result = inviteStaffSchema.safeParse({ name: 'S', email: 'sara', role: 'owner' })
		expect(result.success).toBe(false)
		expect(fieldErrors(result.error!, 'en')).toEqual({
			name: 'Must be at least 2 characters',
			email: 'Enter a valid e-mail address',
			role: 'Choose a value from the list',
		})
		expect(inviteStaffSchema.safeParse({ email: 'a@b.co', role: 'editor' }).success).toBe(false)
	})

	it('changes a role only to a known one', () => {
		expect(changeRoleSchema.safeParse({ id: 'abc', role: 'editor' }).success).toBe(true)
		expect(changeRoleSchema.safeParse({ id: 'abc', role: 'root' }).success).toBe(false)
		expect(changeRoleSchema.safeParse({ id: '', role: 'admin' }).success).toBe(false)
	})

	it('changes a password: strong, confirmed, different, never trimmed', () => {
		const valid = { currentPassword: ' old one ', newPassword: 'a fresh passphrase ', confirmPassword: 'a fresh passphrase ', revokeOthers: 'on' }
		expect(changePasswordSchema.parse(valid)).toEqual({ ...valid, revokeOthers: true })
		expect(changePasswordSchema.parse({ ...valid, revokeOthers: undefined }).revokeOthers).toBe(false)
		const issues = (input: Record<string, unknown>) => {
			const result = changePasswordSchema.safeParse(input)
			return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])
		}
		expect(issues({ ...valid, confirmPassword: 'a fresh passphrasE ' })).toEqual([['confirmPassword', 'account.password.mismatch']])
		expect(issues({ ...valid, newPassword: ' old one ', confirmPassword: ' old one ' })).toContainEqual(['newPassword', 'auth.password.weak'])
		expect(issues({ ...valid, currentPassword: 'a fresh passphrase ' })).toEqual([['newPassword', 'account.password.same']])
		expect(issues({ ...valid, currentPassword: '' })).toEqual([['currentPassword', 'v:required']])
	})

	it('asks for a password to confirm two-factor changes', () => {
		expect(confirmPasswordSchema.safeParse({ password: 'x' }).success).toBe(true)
		expect(confirmPasswordSchema.safeParse({ password: '' }).success).toBe(false)
		expect(confirmPasswordSchema.safeParse({}).success).toBe(false)
	})

	it('reads a 6-digit code with spaces and a well-formed otpauth URI only', () => {
		expect(totpCodeSchema.parse({ code: ' 123 456 ', totpURI: uri })).toEqual({ code: '123456', totpURI: uri })
		expect(totpCodeSchema.safeParse({ code: '12345', totpURI: uri }).error?.issues[0]?.message).toBe('account.twoFactor.codeFormat')
		expect(totpCodeSchema.safeParse({ code: 'abcdef', totpURI: uri }).success).toBe(false)
		expect(totpCodeSchema.safeParse({ code: '123456', totpURI: 'https://evil.example' }).success).toBe(false)
		expect(totpCodeSchema.safeParse({ code: '123456', totpURI: 'otpauth://totp/x <script>' }).success).toBe(false)
	})

	it('shows the secret of a URI in groups of four for typing', () => {
		expect(totpSecretOf(uri)).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP')
		expect(totpSecretOf('not a uri')).toBe('')
	})
})

describe('the password rule', () => {
	it('refuses short, long and too simple passwords, saying why', () => {
		expect(passwordProblem('short')).toBe(`The password must have at least ${passwordRule.minLength} characters.`)
		expect(passwordProblem('x'.repeat(passwordRule.maxLength + 1))).toBe(`The password must have at most ${passwordRule.maxLength} characters.`)
		expect(passwordProblem('abcdabcdabcd')).toBe('The password is too simple: use more different characters.')
		expect(passwordProblem('aaaaaaaaaaaaaaaa')).toBe('The password is too simple: use more different characters.')
		expect(passwordProblem('abcdeabcdeab')).toBeNull()
		expect(passwordProblem(`${'ab12!'.repeat(25)}abc`)).toBeNull()
	})

	it('is the same rule for the forms and the server', () => {
		for (const password of ['short', 'abcdabcdabcd', 'correct horse battery', 'x'.repeat(129)]) {
			expect(isStrongPassword(password), password).toBe(passwordProblem(password) === null)
		}
	})
})

describe('roles as stored', () => {
	it('reads anything but admin as an editor', () => {
		expect(toStaffRole('admin')).toBe('admin')
		expect(toStaffRole('editor')).toBe('editor')
		for (const other of [null, undefined, '', 'Admin', 'owner', 1]) expect(toStaffRole(other)).toBe('editor')
	})
})
