import { handleAuthRequest } from '#app/server/auth.server.ts'
import type { Route } from './+types/auth'

/** better-auth's own endpoints (password-reset links, session refresh); sign-in goes through our actions. */
export const loader = ({ request, context }: Route.LoaderArgs) => handleAuthRequest(request, context.clientIp)
export const action = ({ request, context }: Route.ActionArgs) => handleAuthRequest(request, context.clientIp)
