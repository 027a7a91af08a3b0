// The bundle's entry (build.ts): runs in the page.
import { installPageBehaviour } from './behaviour'

installPageBehaviour()
