/**
 * Configuration Gmail (spec §2): the mail-sending setup arrives with the mail integration. Until then the
 * tab says so plainly rather than showing controls that would do nothing.
 */
import { Card, CardContent, CardHeader } from '@client/components/ui/card';
import { Mail } from 'lucide-react';

export function GmailTab() {
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Mail className="size-5 text-indigo-600" aria-hidden="true" />
          Configuration Gmail
        </h2>
      </CardHeader>
      <CardContent>
        <p className="text-slate-700">
          La configuration de l'envoi des notifications par Gmail sera disponible avec l'intégration de la
          messagerie.
        </p>
      </CardContent>
    </Card>
  );
}
