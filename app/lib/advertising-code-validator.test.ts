import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { advertisingCodes } from '#app/server/seed/content/settings.ts'
import {
	advertisingCodeMessages,
	checkAdvertisingCode,
	codePreview,
	invalidCodeMessage,
	validateCode,
} from './advertising-code-validator.ts'

const gtmNoscript =
	'<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-X" height="0" width="0"></iframe></noscript>'

describe('the advertising-code validator (SPEC section 5)', () => {
	it('refuses an empty or blank code with "Code cannot be empty" and checks nothing else', () => {
		for (const code of ['', '   ', '\n\t ']) {
			expect(validateCode(code, 'header')).toEqual({
				isValid: false,
				errors: ['Code cannot be empty'],
				warnings: [],
			})
			expect(validateCode(code, 'body_end')).toEqual({
				isValid: false,
				errors: ['Code cannot be empty'],
				warnings: [],
			})
		}
	})

	it('accepts a plain header script with no findings', () => {
		expect(validateCode('<script async src="https://example.com/tag.js"></script>', 'header')).toEqual({
			isValid: true,
			errors: [],
			warnings: [],
		})
	})

	describe('unsafe code', () => {
		const unsafe = 'Potentially unsafe code detected: eval or document.write with unescape'

		it('rejects an eval call inside a script, whatever the type', () => {
			for (const type of ['header', 'body', 'body_start', 'body_end']) {
				expect(validateCode('<script>eval("x")</script>', type).errors).toEqual([unsafe])
			}
			expect(
				validateCode(
					'<script type="text/javascript">\n var a = 1; window.eval (atob(s))\n</script>',
					'header',
				).errors,
			).toEqual([unsafe])
			// A script left open still holds the call.
			expect(validateCode('<SCRIPT>eval(payload)', 'header').errors).toEqual([unsafe])
		})

		it('does not reject the word eval outside a script or as part of another name', () => {
			expect(
				validateCode('<meta name="description" content="eval(x) is discussed here">', 'header').isValid,
			).toBe(true)
			expect(validateCode('<script>evaluate(x); myeval(y)</script>', 'header').isValid).toBe(true)
		})

		it('rejects document.write combined with unescape', () => {
			const legacy =
				'<script>document.write(unescape("%3Cscript src=\'https://ssl.example.com/ga.js\'%3E%3C/script%3E"));</script>'
			expect(validateCode(legacy, 'header')).toEqual({ isValid: false, errors: [unsafe], warnings: [] })
			expect(
				validateCode('<script>var s = unescape(t); document.writeln(s)</script>', 'body_end').errors,
			).toEqual([unsafe])
		})

		it('allows document.write without unescape, and unescape without document.write', () => {
			expect(validateCode('<script>document.write("<p>hi</p>")</script>', 'body_end').isValid).toBe(true)
			expect(validateCode('<script>var s = unescape("%41")</script>', 'body_end').isValid).toBe(true)
		})
	})

	describe('unclosed tags', () => {
		const warning = 'Possible unclosed HTML tags detected'

		it('warns when opening and closing tag counts differ, without blocking the save', () => {
			expect(validateCode('<script src="https://example.com/a.js">', 'header')).toEqual({
				isValid: true,
				errors: [],
				warnings: [warning],
			})
			expect(validateCode('<div><span>text</div>', 'body_start')).toEqual({
				isValid: true,
				errors: [],
				warnings: [warning],
			})
			expect(validateCode('<div>text</div></div>', 'body_start').warnings).toEqual([warning])
		})

		it('does not count void elements, self-closed tags, comments or markup inside script text', () => {
			expect(
				validateCode('<meta name="a" content="b"><link rel="preconnect" href="https://x.example">', 'header')
					.warnings,
			).toEqual([])
			expect(
				validateCode('<div id="chat" /><img src="https://x.example/p.gif" alt="">', 'body_end').warnings,
			).toEqual([])
			expect(
				validateCode('<!-- <div> --><script>var t = "<div><span>";</script>', 'header').warnings,
			).toEqual([])
		})
	})

	describe('header codes', () => {
		it('must not contain body tags', () => {
			expect(validateCode('<script></script><body></body>', 'header')).toEqual({
				isValid: false,
				errors: ['Header code should not contain body tags'],
				warnings: [],
			})
			expect(validateCode('<body class="x"><script></script></body>', 'header').errors).toEqual([
				'Header code should not contain body tags',
			])
		})

		it('must not contain html tags', () => {
			expect(validateCode('<html><script></script></html>', 'header').errors).toEqual([
				'Header code should not contain html tags',
			])
		})

		it('lists body before html when both are there', () => {
			expect(validateCode('<html><body><script></script></body></html>', 'header').errors).toEqual([
				'Header code should not contain body tags',
				'Header code should not contain html tags',
			])
		})

		it('warns without a script, meta or link tag', () => {
			expect(validateCode('<style>.x{}</style>', 'header')).toEqual({
				isValid: true,
				errors: [],
				warnings: ['Header code usually contains a script, meta or link tag'],
			})
			for (const code of [
				'<script></script>',
				'<meta name="v" content="1">',
				'<link rel="stylesheet" href="https://x.example/a.css">',
			]) {
				expect(validateCode(code, 'header').warnings).toEqual([])
			}
		})

		it('does not mistake <header>, <bodyguard> or <html-widget> for body or html tags', () => {
			expect(
				validateCode(
					'<script></script><header></header><bodyguard></bodyguard><html-widget></html-widget>',
					'header',
				).errors,
			).toEqual([])
		})
	})

	describe('body codes (body, body_start, body_end)', () => {
		for (const type of ['body', 'body_start', 'body_end']) {
			it(`${type}: must not contain head tags or html tags`, () => {
				expect(validateCode('<head><meta charset="utf-8"></head>', type).errors).toEqual([
					'Body code should not contain head tags',
				])
				expect(validateCode('<html></html>', type).errors).toEqual(['Body code should not contain html tags'])
				expect(validateCode('<html><head></head></html>', type).errors).toEqual([
					'Body code should not contain head tags',
					'Body code should not contain html tags',
				])
			})
		}

		it('may hold body-like content, a <header> element and no script at all', () => {
			expect(validateCode(gtmNoscript, 'body_start')).toEqual({ isValid: true, errors: [], warnings: [] })
			expect(validateCode('<header>banner</header>', 'body_end')).toEqual({
				isValid: true,
				errors: [],
				warnings: [],
			})
		})
	})

	it('keeps the order: errors then warnings, each in the spec order', () => {
		const check = checkAdvertisingCode('<html><body><script>eval(1)', 'header')
		expect(check).toEqual({
			isValid: false,
			errors: ['unsafe', 'headerBodyTags', 'headerHtmlTags'],
			warnings: ['unclosedTags'],
		})
		expect(validateCode('<html><body><script>eval(1)', 'header').errors).toEqual(
			check.errors.map((issue) => advertisingCodeMessages[issue]),
		)
	})

	it('builds the refusal message from the prefix and the joined errors', () => {
		expect(
			invalidCodeMessage([
				'Header code should not contain body tags',
				'Header code should not contain html tags',
			]),
		).toBe(
			'Invalid advertising code: Header code should not contain body tags, Header code should not contain html tags',
		)
	})

	it('accepts the demo codes the seed ships', () => {
		for (const seed of advertisingCodes)
			expect(validateCode(seed.code, seed.type), seed.name).toEqual({
				isValid: true,
				errors: [],
				warnings: [],
			})
	})

	it('never throws, and always answers in shape, on arbitrary input', () => {
		const types = fc.constantFrom('header', 'body', 'body_start', 'body_end', 'other')
		const htmlish = fc
			.array(
				fc.constantFrom(
					'<',
					'>',
					'/',
					'<script>',
					'</script>',
					'<body',
					'<head>',
					'eval(',
					'document.write(',
					'unescape(',
					'<!--',
					'-->',
					' ',
					'a',
					'"',
				),
				{ maxLength: 40 },
			)
			.map((parts) => parts.join(''))
		fc.assert(
			fc.property(
				fc.oneof(fc.string({ maxLength: 400 }), fc.string({ unit: 'binary', maxLength: 200 }), htmlish),
				types,
				(code, type) => {
					const result = validateCode(code, type)
					expect(typeof result.isValid).toBe('boolean')
					expect(result.isValid).toBe(result.errors.length === 0)
					for (const message of [...result.errors, ...result.warnings])
						expect(Object.values(advertisingCodeMessages)).toContain(message)
				},
			),
			{ numRuns: 500 },
		)
	})
})

describe('the list preview', () => {
	it('keeps codes up to 150 characters as they are', () => {
		expect(codePreview('<script></script>')).toBe('<script></script>')
		expect(codePreview('x'.repeat(150))).toBe('x'.repeat(150))
	})

	it('cuts longer codes at 150 characters with an ellipsis, never inside a character', () => {
		expect(codePreview('y'.repeat(151))).toBe(`${'y'.repeat(150)}...`)
		const emoji = '😀'.repeat(200)
		expect(codePreview(emoji)).toBe(`${'😀'.repeat(150)}...`)
	})
})
