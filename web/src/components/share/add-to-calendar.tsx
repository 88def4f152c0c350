// "Add to Calendar": a webcal:// link to a team's or division's calendar feed. Calendar apps
// subscribe to it and keep kick-offs, moves and cancellations up to date.
import { buttonVariants } from '@/components/ui/button.tsx';
import { cn } from '@/lib/cn.ts';
import { calendarWebcalUrl, type CalendarOf } from '@/lib/public-links.ts';

export function AddToCalendar({
  of,
  name,
  origin,
  className,
}: {
  of: CalendarOf;
  /** The team or division, for screen readers when several links share a screen. */
  name: string;
  origin?: string;
  className?: string;
}) {
  return (
    <a
      data-slot="add-to-calendar"
      href={calendarWebcalUrl(of, origin)}
      aria-label={`Add ${name} to Calendar`}
      className={cn(buttonVariants({ size: 'sm', variant: 'outline' }), className)}
    >
      Add to Calendar
    </a>
  );
}
