import { data, redirect } from 'react-router'
import type { AdminKey } from '#app/i18n/admin/index.ts'
import type { Lang } from '#app/i18n/lang.ts'
import { mayOpen } from '#app/lib/admin-access.ts'
import type { AdminReply } from '#app/lib/admin-reply.ts'
import { recordIdParam } from '#app/lib/record-id.ts'
import { type FieldErrors, fieldErrorCodes } from '#app/lib/validation.ts'
import type { ZodError } from 'zod'
import { isSameOrigin } from './same-origin.server.ts'
import { getSessionUser, requireUser, type SessionUser } from './session.server.ts'
import { flashCookie } from './flash.server.ts'
import { readForm, readUploadedFile } from './forms.server.ts'
import { logger } from './logger.server.ts'
import { errorTexts, type Message, messageText, staffLang } from './staff-lang.server.ts'

export type { Message } from './staff-lang.server.ts'

/**
 * The back-office kernel (decision 0027). Every loader guards with `requireStaff`; every action goes
 * through `adminAction`, which does, in this order:
 *   1. the origin check (a post from another site: 403, before anything else),
 *   2. the session and the role from the role map (app/lib/admin-access.ts); a session that ended
 *      while a form was open answers 401 with what was typed, so nothing is lost,
 *   3. the body, read within the action's limit (413 / 415 / 400 before parsing),
 *   4. the id of the URL (`params.id`), when the route has one,
 *   5. the staff member's language,
 * then runs the action's domain function, which answers an `Outcome` of codes (dictionary keys and
 * validation codes); the text is chosen here, in the staff language, into one `AdminReply`. A
 * successful write that leads to another page redirects there with a flash message
 * (post/redirect/get); an unexpected failure is logged and answered as a 500 reply that keeps the
 * screen (and what was typed).
 */

/** What a write produced for the screen to show once (a password link, a two-factor setup), and response headers. */
interface OutcomeExtras<R> {
	result?: R
	/** Sent with the reply (a renewed session cookie, `Retry-After`). */
	headers?: Headers
}

export type Outcome<R = never> =
	| ({
			ok: true
			message: Message
			/** No banner: the step's result is its answer (a two-factor setup's QR code). */
			quiet?: true
			/** Post/redirect/get: go there and show the message as a flash. */
			redirectTo?: string
	  } & OutcomeExtras<R>)
	| ({
			ok: false
			status: 400 | 403 | 404 | 409 | 413 | 429 | 500 | 502
			message: Message
			/** Field errors as codes: validation codes (`v:required`) or dictionary keys. */
			errors?: FieldErrors
	  } & OutcomeExtras<R>)

/** A form the schema refused: 400, "fix the errors", and each field's error as a code. */
export function refusedForm(error: ZodError): Outcome & { ok: false } {
	return { ok: false, status: 400, message: 'common.fixErrors', errors: fieldErrorCodes(error) }
}

export interface ActionContext {
	request: Request
	user: SessionUser
	fields: Record<string, string>
	/** The URL's `:id` as a row id (null when the route has none). */
	id: number | null
	lang: Lang
	/** A message in the staff member's language. */
	t: (message: Message) => string
}

export interface ActionOptions<V> {
	/** The body limit (default 64 KiB). */
	maxBytes?: number
	/** A form that uploads a text file (a CSV import): its content becomes the field's value. */
	textFiles?: boolean
	/**
	 * A form: the values as sent, shown again after a refusal or an ended session. Undefined for a
	 * submission that is not a form (a row action of the same screen): an ended session then goes to
	 * the sign-in page and back.
	 */
	values?: (fields: Record<string, string>) => V | undefined
	/** The text when the URL's id is not one, or when a write finds no row (default: common.notFound). */
	notFound?: AdminKey
	/** The text when the session ended (default: common.error.signedOut). */
	signedOut?: AdminKey
	/** The text of an unexpected failure (default: common.error.rowAction). */
	failed?: AdminKey
}

/** 403, said in the staff member's language (the back-office error page says it too). */
function forbidden(request: Request): never {
	throw data({ error: 'forbidden', message: messageText('common.forbidden', staffLang(request)) }, { status: 403 })
}

/** The path the role map is asked about: the request's own (single-fetch `.data` requests included). */
function screenPath(request: Request) {
	return new URL(request.url).pathname.replace(/\.data$/, '')
}

/** A loader's guard: the signed-in staff member whose role the role map lets open this screen. */
export async function requireStaff(request: Request): Promise<SessionUser> {
	const user = await requireUser(request)
	if (!mayOpen(user.role, screenPath(request))) forbidden(request)
	return user
}

/**
 * A loader's guard for a screen about one item (`…/:id`): the staff member as `requireStaff` lets
 * them in, then the item the URL's id names, read by `read`; a 404 when the id is not a record's or
 * there is no such item.
 */
export async function requireItem<T>(request: Request, params: { id?: string }, read: (id: number, user: SessionUser) => Promise<T | null | undefined>): Promise<T> {
	const user = await requireStaff(request)
	const id = recordIdParam(params.id)
	const item = id === null ? null : await read(id, user)
	if (!item) throw data(null, { status: 404 })
	return item
}

/**
 * The kernel's first steps for the two actions that answer neither a form nor a row reply (the
 * language toggle's redirect, an upload's JSON): the origin (403 before anything is read), then the
 * session and the role from the role map. The action reads its own body.
 */
export async function requireStaffAction(request: Request): Promise<SessionUser> {
	if (!isSameOrigin(request)) forbidden(request)
	return requireStaff(request)
}

/**
 * An upload's guard (images, certification files): the same checks, but a refusal is the upload's
 * JSON `{ error }` in the staff language, since a script sent it: an ended session answers 401 with
 * what to do rather than a redirect the script would read as a failed upload.
 */
export async function requireStaffUpload(request: Request): Promise<SessionUser> {
	const refuse = (message: AdminKey, status: number): never => {
		throw Response.json({ error: messageText(message, staffLang(request)) }, { status })
	}
	if (!isSameOrigin(request)) refuse('common.forbidden', 403)
	const user = await getSessionUser(request)
	if (!user) return refuse('common.error.signedOut', 401)
	if (!mayOpen(user.role, screenPath(request))) refuse('common.forbidden', 403)
	return user
}

/** Why an upload was refused: the body's own problems, or the code the store answered. */
type UploadProblem<P extends string> = 'too_large' | 'unreadable' | 'missing' | P

/**
 * One upload endpoint (multipart, field "file"): the staff member allowed to upload, the file read
 * within its limit, stored, and answered as JSON; a refusal answers `{ error }` in the staff language
 * (413 when too large, else 400). `refusedAs` names the store's own refusals (its error's code).
 */
export async function uploadAction<P extends string>(
	request: Request,
	upload: {
		maxBytes: number
		texts: Record<UploadProblem<P>, AdminKey>
		store: (bytes: Buffer, file: File, createdBy: SessionUser['id']) => Promise<unknown>
		refusedAs: (error: unknown) => P | null
	},
): Promise<Response> {
	const user = await requireStaffUpload(request)
	const refuse = (problem: UploadProblem<P>) =>
		Response.json({ error: messageText(upload.texts[problem], staffLang(request)) }, { status: problem === 'too_large' ? 413 : 400 })
	const file = await readUploadedFile(request, upload.maxBytes)
	if (typeof file === 'string') return refuse(file)
	try {
		return Response.json(await upload.store(Buffer.from(await file.arrayBuffer()), file, user.id))
	} catch (error) {
		const problem = upload.refusedAs(error)
		if (problem === null) throw error
		return refuse(problem)
	}
}

interface ReplyOf<R> extends OutcomeExtras<R> {
	ok: boolean
	status: number
	message: Message
	quiet?: true
	errors?: FieldErrors
}

function reply<V, R>(lang: Lang, intent: string | undefined, outcome: ReplyOf<R>, values?: V) {
	const body: AdminReply<V, R> = {
		ok: outcome.ok,
		status: outcome.status,
		message: outcome.quiet ? '' : messageText(outcome.message, lang),
		errors: errorTexts(outcome.errors ?? {}, lang),
		key: crypto.randomUUID(),
		...(intent === undefined ? {} : { intent }),
		...(values === undefined ? {} : { values }),
		...(outcome.result === undefined ? {} : { result: outcome.result }),
	}
	return data(body, { status: outcome.status, headers: outcome.headers })
}

export async function adminAction<V = undefined, R = never>(
	{ request, params }: { request: Request; params?: Record<string, string | undefined> },
	options: ActionOptions<V>,
	run: (context: ActionContext) => Promise<Outcome<R>>,
) {
	// 1. Origin.
	if (!isSameOrigin(request)) forbidden(request)
	// 2. Session (the role once the body is read: an ended session must still keep the values).
	const user = await getSessionUser(request)
	// 3. Body.
	const fields = await readForm(request, options.maxBytes, { textFiles: options.textFiles })
	const lang = staffLang(request)
	const intent = fields.intent
	const values = options.values?.(fields)
	if (!user) {
		if (values === undefined) {
			const url = new URL(request.url)
			throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`)
		}
		return reply<V, R>(lang, intent, { ok: false, status: 401, message: options.signedOut ?? 'common.error.signedOut' }, values)
	}
	if (!mayOpen(user.role, screenPath(request))) forbidden(request)
	// 4. Id.
	const id = params?.id === undefined ? null : recordIdParam(params.id)
	const notFound = options.notFound ?? 'common.notFound'
	if (params?.id !== undefined && id === null) return reply<V, R>(lang, intent, { ok: false, status: 404, message: notFound }, values)
	// 5. Language, then the domain.
	const t = (message: Message) => messageText(message, lang)
	let outcome: Outcome<R>
	try {
		outcome = await run({ request, user, fields, id, lang, t })
	} catch (error) {
		if (error instanceof Response || (error && typeof error === 'object' && 'init' in error && 'data' in error)) throw error
		logger.error({ err: error, path: screenPath(request), intent: fields.intent, id: fields.id ?? params?.id }, 'a back-office action failed')
		return reply<V, R>(lang, intent, { ok: false, status: 500, message: options.failed ?? 'common.error.rowAction' }, values)
	}
	if (outcome.ok && outcome.redirectTo) {
		const headers = new Headers(outcome.headers)
		headers.append('Set-Cookie', flashCookie({ tone: 'success', message: outcome.message }))
		throw redirect(outcome.redirectTo, { headers })
	}
	if (outcome.ok) return reply<V, R>(lang, intent, { ...outcome, status: 200 })
	return reply(lang, intent, outcome, values)
}
