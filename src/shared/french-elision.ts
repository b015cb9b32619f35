/**
 * « de » before a name, elided as French writes it: « la demande d'Établissement Lumière », « d'Hôpital
 * Nord », but « de Lycée Voltaire ». A name starting with a vowel elides; one starting with h only before
 * « é », « è », « ô » or « ôp » — the words a company name starts with that way (Hôpital, Hôtel, Hélène) take
 * a mute h, while « Hachette », « Honda » or « Hyundai » keep « de ». Straight apostrophe, as every other text.
 */
const vowel = /^[aeiouâàäéèêëîïôöùûüœæ]/i;
const muteH = /^h[éèêô]/i;

export function ofName(name: string): string {
  const trimmed = name.trim();
  return vowel.test(trimmed) || muteH.test(trimmed) ? `d'${trimmed}` : `de ${trimmed}`;
}
