/**
 * Scanning with a phone's camera (issue 32), where the browser has a barcode reader (BarcodeDetector:
 * Chrome on Android, Safari on recent iPhones…); elsewhere the button is not shown and the serial is typed or
 * scanned with a USB scanner. The camera stays open for scan after scan: each new code is handed to
 * `onScan` once (the same code is ignored for a few seconds, while it is still in front of the lens).
 */
import { Button } from '@client/components/ui/button';
import { Camera, CameraOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

/** The part of the Barcode Detection API used here (not yet in TypeScript's DOM types). */
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options?: { formats?: string[] }): BarcodeDetectorLike;
  getSupportedFormats?(): Promise<string[]>;
}

/** The codes serial labels carry, and our own labels (Code 128, QR code). */
const WANTED = [
  'code_128',
  'code_39',
  'code_93',
  'codabar',
  'ean_13',
  'ean_8',
  'upc_a',
  'qr_code',
  'data_matrix',
];
/** How long the same code in front of the lens is ignored after it was read. */
const SAME_CODE_MS = 3000;
/** How often a frame is read: enough for a hand-held phone, little for its battery. */
const EVERY_MS = 200;

const detectorClass = () =>
  (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector ?? null;

/** Whether this browser can scan with its camera. */
export const cameraScanAvailable = () =>
  detectorClass() !== null &&
  typeof navigator !== 'undefined' &&
  Boolean(navigator.mediaDevices?.getUserMedia);

export function CameraScanner({ onScan }: { onScan: (code: string) => void }) {
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!cameraScanAvailable()) return null;
  return (
    <div className="grid gap-2">
      <Button
        type="button"
        variant="outline"
        className="w-fit"
        aria-expanded={open}
        onClick={() => {
          setFailure(null);
          setOpen((value) => !value);
        }}
      >
        {open ? (
          <CameraOff className="size-4" aria-hidden="true" />
        ) : (
          <Camera className="size-4" aria-hidden="true" />
        )}
        {open ? "Fermer l'appareil photo" : "Scanner avec l'appareil photo"}
      </Button>
      {open && (
        <CameraView
          onScan={onScan}
          onFailure={(message) => {
            setFailure(message);
            setOpen(false);
          }}
        />
      )}
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      )}
    </div>
  );
}

function CameraView({
  onScan,
  onFailure,
}: {
  onScan: (code: string) => void;
  onFailure: (message: string) => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  // The latest callbacks, read by the loop without restarting the camera on each render.
  const handlers = useRef({ onScan, onFailure });
  handlers.current = { onScan, onFailure };

  useEffect(() => {
    const Detector = detectorClass();
    if (!Detector) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const recent = new Map<string, number>();

    async function start() {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
      } catch (error) {
        const denied = error instanceof DOMException && error.name === 'NotAllowedError';
        handlers.current.onFailure(
          denied
            ? "L'accès à l'appareil photo a été refusé\u00a0: saisissez ou scannez le numéro dans le champ."
            : "L'appareil photo n'a pas pu être ouvert\u00a0: saisissez ou scannez le numéro dans le champ.",
        );
        return;
      }
      if (stopped || !video.current || !Detector) {
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      video.current.srcObject = stream;
      await video.current.play().catch(() => {});
      const supported = (await Detector.getSupportedFormats?.().catch(() => [])) ?? [];
      const formats = WANTED.filter((format) => supported.includes(format));
      const detector = new Detector(formats.length > 0 ? { formats } : undefined);
      const read = async () => {
        if (stopped || !video.current) return;
        try {
          if (video.current.readyState >= 2) {
            for (const { rawValue } of await detector.detect(video.current)) {
              const code = rawValue.trim();
              const now = Date.now();
              if (!code || now - (recent.get(code) ?? 0) < SAME_CODE_MS) continue;
              recent.set(code, now);
              handlers.current.onScan(code);
            }
          }
        } catch {
          // A frame that could not be read: the next one will be.
        }
        timer = setTimeout(() => void read(), EVERY_MS);
      };
      void read();
    }

    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <video
      ref={video}
      muted
      playsInline
      aria-label="Image de l'appareil photo"
      className="aspect-video w-full max-w-md rounded-md bg-slate-900 object-cover"
    />
  );
}
