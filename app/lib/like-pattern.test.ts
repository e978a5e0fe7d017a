import { describe, expect, it } from 'vitest'
import { likePattern } from './like-pattern.ts'

describe('likePattern', () => {
	it('matches the text anywhere, with the wildcards a person types taken literally', () => {
		expect(likePattern('rice')).toBe('%rice%')
		expect(likePattern('100%_pure\\')).toBe('%100\\%\\_pure\\\\%')
		expect(likePattern('')).toBe('%%')
	})

	it('anchors after the prefix given', () => {
		expect(likePattern('ri', '')).toBe('ri%')
		expect(likePattern('ri', '% ')).toBe('% ri%')
	})
})
