/** Pieces of a request shown by both the card and the details dialog: contact lines, figures, dates. */
import { cn } from '@client/lib/utils';
import type { RequestParty, SummarySection } from '@shared/requests/request-summary';
import type { LucideIcon } from 'lucide-react';
import { Building2, Mail, MapPin, Phone, User } from 'lucide-react';
import type { ReactNode } from 'react';

interface Contact {
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  companyAddress: string;
}

export function InfoLine({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: string;
}) {
  return (
    <div className="flex min-w-0 items-start gap-2">
      <dt>
        <Icon className="mt-0.5 size-4 text-indigo-500" aria-hidden="true" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 wrap-anywhere whitespace-pre-line text-slate-700">{children}</dd>
    </div>
  );
}

/** Email, phone and address of the client's contact (and the contact's name when `withName`). */
export function ContactLines({ request, withName = false }: { request: Contact; withName?: boolean }) {
  return (
    <dl className="grid gap-1.5 text-sm">
      {withName && (
        <InfoLine icon={User} label="Contact">
          {request.contactName}
        </InfoLine>
      )}
      <InfoLine icon={Mail} label="Email">
        {request.contactEmail}
      </InfoLine>
      <InfoLine icon={Phone} label="Téléphone">
        {request.contactPhone}
      </InfoLine>
      <InfoLine icon={MapPin} label="Adresse">
        {request.companyAddress}
      </InfoLine>
    </dl>
  );
}

/** A labelled figure list ("Ordinateurs à collecter 12"); `headingLevel` keeps the outline right. */
export function SummaryBlock({
  section,
  headingId,
  headingLevel = 4,
  className,
}: {
  section: SummarySection;
  headingId: string;
  headingLevel?: 3 | 4;
  className?: string;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <section aria-labelledby={headingId} className={cn('grid content-start gap-1.5', className)}>
      <Heading id={headingId} className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {section.title}
      </Heading>
      {section.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{section.emptyText ?? '—'}</p>
      ) : (
        <dl className="grid gap-1 text-sm">
          {/*
            A value that does not fit beside its label goes under it, whole ("120 × 80 × 150 cm" is glued
            with non-breaking spaces); only a value wider than the block itself is broken.
          */}
          {section.items.map((item) => (
            <div key={item.label} className="flex flex-wrap items-baseline justify-between gap-x-3">
              <dt className="text-slate-600">{item.label}</dt>
              <dd className="ml-auto min-w-0 text-right font-medium tabular-nums wrap-anywhere text-slate-900">
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/**
 * The request's reference « COL-2026-00042 » (decision 0087): small, monospaced, never broken across lines —
 * what a caller reads out on the phone. Searchable on every list and in the global search.
 */
export function RequestReference({ reference, className }: { reference: string; className?: string }) {
  return (
    <span
      data-testid="request-reference"
      className={cn(
        'font-mono text-xs font-medium tracking-wide whitespace-nowrap text-slate-500',
        className,
      )}
    >
      {reference}
    </span>
  );
}

/** A name/value pair in a small grid ("Date souhaitée", "5 mars 2026"). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium wrap-anywhere text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * One party of a request (requestHeadline in request-summary.ts): the client's contact, or a transport's
 * sender or recipient, with the company when `withCompany` (a transport's parties each have their own).
 */
export function PartyLines({
  party,
  withName = false,
  withCompany = false,
}: {
  party: RequestParty;
  withName?: boolean;
  withCompany?: boolean;
}) {
  return (
    <dl className="grid gap-1.5 text-sm">
      {withCompany && party.company && (
        <InfoLine icon={Building2} label="Entreprise">
          {party.company}
        </InfoLine>
      )}
      {withName && (
        <InfoLine icon={User} label="Contact">
          {party.contactName}
        </InfoLine>
      )}
      <InfoLine icon={Mail} label="Email">
        {party.email}
      </InfoLine>
      <InfoLine icon={Phone} label="Téléphone">
        {party.phone}
      </InfoLine>
      <InfoLine icon={MapPin} label="Adresse">
        {party.address}
      </InfoLine>
    </dl>
  );
}
