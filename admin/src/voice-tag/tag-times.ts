/**
 * Where a voice tag plays in a track: at the start, then every `everySeconds`, each time only
 * where the whole tag fits before the end (a tag cut off mid-word sounds like a glitch). A track
 * shorter than the tag gets none.
 */
export function tagTimes(trackSeconds: number, tagSeconds: number, everySeconds: number): number[] {
  if (!(everySeconds > 0) || !(tagSeconds > 0)) return [];
  const times: number[] = [];
  for (let at = 0; at + tagSeconds <= trackSeconds; at += everySeconds) times.push(at);
  return times;
}
