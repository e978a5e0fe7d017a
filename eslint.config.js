import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Physical-direction utilities break right-to-left layouts; only logical ones are allowed.
const physicalClass = '(^|\\s|:)-?(ml|mr|pl|pr|left|right|border-l|border-r|rounded-l|rounded-r|rounded-tl|rounded-tr|rounded-bl|rounded-br|text-left|text-right|float-left|float-right)(-|\\s|$)'

// lucide-react makes one chunk per icon; public pages draw from one module (scripts/site-icons.ts).
const publicIcons = { name: 'lucide-react', message: 'Public pages take icons from #app/components/site/icons/<name>.tsx (npm run icons).' }

const serverOnly = { group: ['*.server', '*.server.ts'], message: 'Server-only module in client code.' }

// Layers (decision 0028): routes and components sit on top of app/server (domain) and app/lib
// (pure); neither of those reaches up into components, routes or React files.
const upward = {
	group: ['\\#app/components/**', '\\#app/routes/**', '**/components/**', '**/routes/**', '*.tsx'],
	message: 'app/server and app/lib never import components, routes or React files: move what they share to app/lib.',
}

export default tseslint.config(
	{ ignores: ['build/', '.react-router/', 'node_modules/', 'data/', 'tmp/', 'test-results/', 'playwright-report/'] },
	js.configs.recommended,
	...tseslint.configs.recommended,
	{
		languageOptions: { globals: { ...globals.browser, ...globals.node } },
		plugins: { 'react-hooks': reactHooks },
		rules: {
			...reactHooks.configs.recommended.rules,
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
			'@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
			// Physical directions break right-to-left layouts; the design uses logical properties only.
			'no-restricted-syntax': [
				'error',
				...['Literal[value=/PHYSICAL/]', 'TemplateElement[value.raw=/PHYSICAL/]'].map((node) => ({
					selector: `JSXAttribute[name.name='className'] ${node.replace('PHYSICAL', physicalClass)}`,
					message: 'Use logical Tailwind classes (ms-, me-, ps-, pe-, start-, end-, text-start, text-end) for RTL.',
				})),
			],
		},
	},
	{
		// Server code must never reach the browser bundle.
		files: ['app/components/**'],
		rules: {
			'no-restricted-imports': ['error', { patterns: [serverOnly] }],
		},
	},
	{
		// Pure code: no server module, nothing above it.
		files: ['app/lib/**'],
		rules: {
			'no-restricted-imports': ['error', { patterns: [serverOnly, upward] }],
		},
	},
	{
		// Domain code: nothing above it (tests may call routes).
		files: ['app/server/**'],
		ignores: ['app/server/**/*.test.ts'],
		rules: {
			'no-restricted-imports': ['error', { patterns: [upward] }],
		},
	},
	{
		// Every public page loads the site shell: the validator (zod, ~25 KB gzip) must not come with
		// it. Form choices and honeypot names live in app/lib/form-fields.ts (bench/page-weight.ts).
		files: ['app/components/site/**', 'app/components/ui/**', 'app/components/analytics-tracker.tsx', 'app/components/third-party-tags.tsx'],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					paths: [{ name: 'zod', message: 'zod is for actions; public components ship without it.' }, publicIcons],
					patterns: [
						serverOnly,
						{ group: ['\\#app/lib/*-schema.ts', '\\#app/lib/validation.ts'], message: 'Schemas import zod; take constants from #app/lib/form-fields.ts.' },
					],
				},
			],
		},
	},
	{
		files: ['app/routes/*.tsx', 'app/root.tsx'],
		rules: { 'no-restricted-imports': ['error', { paths: [publicIcons] }] },
	},
)
