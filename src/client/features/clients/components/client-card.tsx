/** A client of the directory: its company (a link to its page), name, contact, phone, email, address. */
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader } from '@client/components/ui/card';
import { clientDetailsPath } from '@shared/app-routes';
import type { Client } from '@shared/clients/client.schema';
import type { LucideIcon } from 'lucide-react';
import { Mail, MapPin, Pencil, Phone, Trash2, User } from 'lucide-react';
import { Link } from 'react-router';

export function ClientLine({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: string;
}) {
  return (
    <div className="flex items-start gap-2">
      <dt>
        <Icon className="mt-0.5 size-4 text-indigo-500" aria-hidden="true" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 wrap-anywhere whitespace-pre-line text-slate-700">{children}</dd>
    </div>
  );
}

export function ClientCard({
  client,
  onEdit,
  onDelete,
}: {
  client: Client;
  onEdit: () => void;
  /** Absent for non-administrators (only they may delete). */
  onDelete?: (() => void) | undefined;
}) {
  return (
    <Card className="h-full gap-3">
      <CardHeader className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold wrap-anywhere text-slate-900">
            <Link
              to={clientDetailsPath(client.id)}
              className="text-indigo-700 underline-offset-4 hover:underline"
            >
              {client.companyName}
            </Link>
          </h2>
          {client.name !== client.companyName && (
            <p className="text-sm wrap-anywhere text-muted-foreground">{client.name}</p>
          )}
        </div>
        <div className="-mt-1 -mr-2 flex shrink-0">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Modifier le client ${client.companyName}`}
            onClick={onEdit}
          >
            <Pencil aria-hidden="true" />
          </Button>
          {onDelete && (
            <Button
              variant="ghost"
              size="icon"
              className="text-destructive hover:text-destructive"
              aria-label={`Supprimer le client ${client.companyName}`}
              onClick={onDelete}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          )}
        </div>
      </CardHeader>
      <CardContent>
        <ClientDetailsList client={client} />
      </CardContent>
    </Card>
  );
}

export function ClientDetailsList({ client }: { client: Client }) {
  return (
    <dl className="grid gap-2 text-sm">
      <ClientLine icon={User} label="Contact">
        {client.contactName}
      </ClientLine>
      <ClientLine icon={Phone} label="Téléphone">
        {client.contactPhone}
      </ClientLine>
      {client.contactEmail && (
        <ClientLine icon={Mail} label="Email">
          {client.contactEmail}
        </ClientLine>
      )}
      <ClientLine icon={MapPin} label="Adresse">
        {client.companyAddress}
      </ClientLine>
    </dl>
  );
}
