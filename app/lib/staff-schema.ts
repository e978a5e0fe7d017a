import { z } from 'zod'
import { code, field } from './validation.ts'

/**
 * Forms of the users screen and the account page. Messages are validation codes (`v:…`, see
 * validation.ts) or back-office dictionary keys (`users.*`, `account.*`, `auth.*`), which the action
 * translates into the staff member's language.
 */

export const staffRoles = ['admin', 'editor'] as const
export type StaffRole = (typeof staffRoles)[number]

/** A role as stored (better-auth's `role` column): anything but 'admin' is an editor. */
export function toStaffRole(value: unknown): StaffRole {
	return value === 'admin' ? 'admin' : 'editor'
}

/** The password policy: better-auth's length limits, the forms, the CLI and `createUser` all read it. */
export const passwordRule = { minLength: 12, maxLength: 128, distinctCharacters: 5 } as const

export function isStrongPassword(password: string): boolean {
	return passwordProblem(password) === null
}

/** Why a password is refused (in English, for the command line), or null. */
export function passwordProblem(password: string): string | null {
	if (password.length < passwordRule.minLength) return `The password must have at least ${passwordRule.minLength} characters.`
	if (password.length > passwordRule.maxLength) return `The password must have at most ${passwordRule.maxLength} characters.`
	if (new Set(password).size < passwordRule.distinctCharacters) return 'The password is too simple: use more different characters.'
	return null
}

/** A password typed to prove who you are: never trimmed, never echoed back. */
const currentPassword = z.string(code('required')).min(1, code('required')).max(256, code('maxLength', { max: 256 }))

const staffId = z.string(code('required')).trim().min(1, code('required')).max(64, code('maxLength', { max: 64 }))

export const inviteStaffSchema = z.object({
	name: field.text({ min: 2, max: 100 }),
	email: field.email().transform((email) => email.toLowerCase()),
	role: z.enum(staffRoles, code('oneOf')),
})

export const changeRoleSchema = z.object({ id: staffId, role: z.enum(staffRoles, code('oneOf')) })
export const staffIdSchema = z.object({ id: staffId })

/** A checkbox: present ("on") when ticked, absent otherwise. */
const checkbox = z
	.string()
	.optional()
	.transform((value) => value === 'on' || value === 'true')

export const changePasswordSchema = z
	.object({
		currentPassword,
		newPassword: z
			.string(code('required'))
			.min(1, code('required'))
			.max(passwordRule.maxLength, code('maxLength', { max: passwordRule.maxLength }))
			.refine(isStrongPassword, 'auth.password.weak'),
		confirmPassword: z.string(code('required')).min(1, code('required')).max(256, code('maxLength', { max: 256 })),
		revokeOthers: checkbox,
	})
	.superRefine((value, context) => {
		if (value.confirmPassword !== value.newPassword) {
			context.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'account.password.mismatch' })
		}
		if (value.newPassword === value.currentPassword) {
			context.addIssue({ code: 'custom', path: ['newPassword'], message: 'account.password.same' })
		}
	})

/** Turning two-factor on or off and new backup codes: the password again. */
export const confirmPasswordSchema = z.object({ password: currentPassword })

/** The otpauth:// URI of a setup in progress, sent back with the first code (shown to the same person). */
export const totpUriPattern = /^otpauth:\/\/totp\/[^\s]{1,400}$/

export const totpCodeSchema = z.object({
	code: z
		.string(code('required'))
		.transform((value) => value.replace(/[\s-]+/g, ''))
		.pipe(z.string().min(1, code('required')).regex(/^\d{6}$/, 'account.twoFactor.codeFormat')),
	totpURI: z.string().max(512).regex(totpUriPattern, code('invalid')),
})

/** The secret of an otpauth:// URI, grouped by four for typing into an app by hand. */
export function totpSecretOf(uri: string): string {
	try {
		const secret = new URL(uri).searchParams.get('secret') ?? ''
		return secret.replace(/(.{4})(?=.)/g, '$1 ')
	} catch {
		return ''
	}
}

export const sessionScopes = ['current', 'others', 'all'] as const
export type SessionScope = (typeof sessionScopes)[number]

// ---------------------------------------------------------------------------------------------
// Shapes the server sends to the two screens

export interface StaffMember {
	id: string
	name: string
	email: string
	role: StaffRole
	twoFactorEnabled: boolean
	createdAt: string
	/** The latest activity of any of their unexpired sessions, or null when none is open. */
	lastActiveAt: string | null
}

export interface MySession {
	id: string
	current: boolean
	createdAt: string
	lastActiveAt: string
	expiresAt: string
	ipAddress: string | null
	browser: string | null
	os: string | null
}

/** A QR code as one SVG path over a square of `size` modules (quiet zone included). */
export interface QrCodeShape {
	size: number
	path: string
}

export interface TwoFactorSetup {
	totpURI: string
	qr: QrCodeShape
}

/** One way to sign in to an account: the password or an identity at a provider (account page). */
export interface Identity {
	/** The account row's id (what unlinking names). */
	id: string
	/** `credential` for the e-mail and password, otherwise the provider's id. */
	providerId: string
	/** The provider's name for a button or a list ("Google", OIDC_NAME…); null for the password. */
	providerName: string | null
	/** The subject at the provider. */
	subject: string
	linkedAt: string
}
