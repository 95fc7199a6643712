import { useId, useState, type MouseEvent } from "react";
import type { Focus } from "@leca/shared/contracts";
import { CROP_RATIOS, focusObjectPosition } from "@leca/shared/focus";
import { Button } from "@/components/ui/button";
import { CENTRE, focusAt, toPercent, withAxis } from "@/lib/focal-point";

/** The control's words, in the caller's catalog (a gallery image names its place in them). */
export interface FocalPointLabels {
  /** Names the whole control: the group's legend. */
  legend: string;
  /** How to choose the point, and what it does on the site. */
  hint: string;
  /** Said instead of a marker while no point is chosen. */
  none: string;
  across: string;
  down: string;
  /** The reset button's visible words... */
  reset: string;
  /** ...and its accessible name, when several pictures need telling apart. */
  resetName?: string;
  /** The crop previews: their heading and each one's caption. */
  crops: string;
  card: string;
  thumbnail: string;
}

interface FocalPointFieldProps {
  url: string;
  /** The preview's text alternative. */
  alt: string;
  /** The preview's widest size, in CSS pixels. */
  width: number;
  value: Focus | null;
  onChange: (focus: Focus | null) => void;
  labels: FocalPointLabels;
  /** The server's words when it refused the point. */
  error?: string | undefined;
}

/** The crops the site cuts around the point: its cards (4:3) and thumbnails (3:2). */
/** The site's two cuts (shared/focus: the card 4:3, the news thumbnail 3:2), as labelled here. */
const CROPS = [
  { label: "card", ratio: CROP_RATIOS.card },
  { label: "thumbnail", ratio: CROP_RATIOS.wide },
] as const;

/**
 * A picture's focal point: a click or tap on the preview puts it there; two sliders (percent of
 * the width and the height) do the same from the keyboard or a screen reader. null: none chosen,
 * the site crops by its own judgement.
 */
export function FocalPointField(props: FocalPointFieldProps) {
  const { url, alt, width, value, onChange, labels, error } = props;
  const id = useId();
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const described = { describedBy: error ? `${statusId} ${errorId}` : statusId, invalid: !!error };
  const point = value ?? CENTRE;
  // The picture's own size, once loaded: the cuts below are placed as the build places them.
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  // A pointer's shortcut: the sliders below say the same to keyboards and screen readers.
  const choose = (event: MouseEvent<HTMLImageElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const focus = focusAt(box, event.clientX, event.clientY);
    if (focus) onChange(focus);
  };
  return (
    <fieldset className="focal-point">
      <legend className="field__label">{labels.legend}</legend>
      <div className="focal-point__picture">
        <img
          src={url}
          alt={alt}
          width={width}
          onClick={choose}
          onLoad={(event) => {
            const { naturalWidth, naturalHeight } = event.currentTarget;
            setNatural({ width: naturalWidth, height: naturalHeight });
          }}
        />
        {value && (
          <span
            className="focal-point__marker"
            // Physical left and top on purpose: the picture is not mirrored in Arabic.
            style={{ left: `${value.x * 100}%`, top: `${value.y * 100}%` }}
            aria-hidden="true"
          />
        )}
      </div>
      <div className="focal-point__controls">
        <div id={statusId}>
          <p className="field__hint">{labels.hint}</p>
          {!value && <p className="focal-point__none">{labels.none}</p>}
        </div>
        {/* Across runs left to right in every language, as the picture above it does. */}
        <Slider
          label={labels.across}
          value={toPercent(point.x)}
          onChange={(percent) => onChange(withAxis(value, "x", percent))}
          dir="ltr"
          {...described}
        />
        <Slider
          label={labels.down}
          value={toPercent(point.y)}
          onChange={(percent) => onChange(withAxis(value, "y", percent))}
          {...described}
        />
        <Button
          variant="secondary"
          aria-label={labels.resetName}
          disabled={!value}
          onClick={() => onChange(null)}
        >
          {labels.reset}
        </Button>
        {error && (
          <p id={errorId} className="field__error">
            {error}
          </p>
        )}
      </div>
      {value && (
        <div className="focal-point__crops">
          <p className="field__label">{labels.crops}</p>
          {CROPS.map(({ label, ratio }) => (
            <figure key={label} className={`focal-point__crop focal-point__crop--${label}`}>
              {/* The same picture again, only cut: its name is the preview's. */}
              <img
                src={url}
                alt=""
                style={{
                  objectPosition: natural
                    ? focusObjectPosition(natural.width, natural.height, ratio, value)
                    : undefined,
                }}
              />
              <figcaption>{labels[label]}</figcaption>
            </figure>
          ))}
        </div>
      )}
    </fieldset>
  );
}

interface SliderProps {
  label: string;
  /** 0..100. */
  value: number;
  onChange: (percent: number) => void;
  describedBy: string;
  invalid: boolean;
  dir?: "ltr";
}

function Slider({ label, value, onChange, describedBy, invalid, dir }: SliderProps) {
  const id = useId();
  return (
    <div className="focal-point__slider">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        step={1}
        value={value}
        dir={dir}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
      />
    </div>
  );
}
