const port = process.env.E2E_PORT ?? '3210'

/** Staff accounts of the e2e run and the saved sign-in state of each (see auth.setup.ts). */
export const staff = {
	admin: { email: 'admin@e2e.example', name: 'E2E Admin', password: 'e2e-admin-password-42', role: 'admin', state: `tmp/e2e-admin-${port}.json` },
	editor: { email: 'editor@e2e.example', name: 'E2E Editor', password: 'e2e-editor-password-42', role: 'editor', state: `tmp/e2e-editor-${port}.json` },
} as const
