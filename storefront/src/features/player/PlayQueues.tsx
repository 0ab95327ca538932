/**
 * The lists a page's play buttons play through, written into the page once as JSON: each track
 * once, each list as the ids of its tracks (a catalogue page's list and its new releases share
 * most of theirs). A play button names its list (`queue`) and carries only its track's id.
 * A `type="application/json"` script is data, not code: the browser never runs it, and the
 * Content-Security-Policy has nothing to allow. This is the islands' copy; Astro pages draw
 * PlayQueues.astro, the same element from the same `queuesJson`. play-buttons.ts reads them.
 */
import { type PlayableTrack, queuesJson } from './playable.ts';

interface Props {
  /** Each list by the name its play buttons give (unique on the page). */
  queues: Record<string, readonly PlayableTrack[]>;
}

export default function PlayQueues({ queues }: Props) {
  return (
    <script
      type="application/json"
      data-play-queues
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, escaped by queuesJson so it cannot close the script.
      dangerouslySetInnerHTML={{ __html: queuesJson(queues) }}
    />
  );
}
