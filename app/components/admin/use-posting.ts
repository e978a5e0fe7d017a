import { useNavigation } from 'react-router'

/** Whether a form of the screen is on its way (a POST not yet answered): its buttons wait meanwhile. */
export function usePosting(): boolean {
	const navigation = useNavigation()
	return navigation.state !== 'idle' && navigation.formMethod === 'POST'
}
