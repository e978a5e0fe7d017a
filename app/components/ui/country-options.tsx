import type { CountryOption } from '#app/lib/countries.ts'

/** The options of a choice of country: an empty one first (`none`), then every country by its name. */
export function CountryOptions({ countries, none }: { countries: CountryOption[]; none: string }) {
	return (
		<>
			<option value="">{none}</option>
			{countries.map((country) => (
				<option key={country.code} value={country.code}>
					{country.name}
				</option>
			))}
		</>
	)
}
