import { VIDEO_BOOKMARK_EVERY_SECONDS } from '@pathshala/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type SyntheticEvent, useEffect, useRef, useState } from 'react';
import { learningKeys } from '../../api/curriculum';
import type { ViewerProps } from './viewer-props';

export type VideoFailure = { kind: 'playback' } | { kind: 'load'; error: string };

type VideoEvent = SyntheticEvent<HTMLVideoElement>;

/**
 * The video player's state and what its controls do: play, seek, speed, volume, full screen; the
 * video's events move the tracker (position, completion, a bookmark every 30 s); a failed load is
 * tried once more with a new file link, then told as unplayable or unloadable.
 */
export function useVideoPlayer({ content, tracker }: ViewerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(false);
  const [currentSeconds, setCurrentSeconds] = useState(0);
  const [durationSeconds, setDurationSeconds] = useState(0);
  const [speed, setSpeed] = useState(1);
  const [volume, setVolume] = useState(1);
  const [muted, setMuted] = useState(false);
  const [failure, setFailure] = useState<VideoFailure | null>(null);
  const queryClient = useQueryClient();
  // The file link's token lives a few hours; a longer session reloads the item once for a new link.
  const [src, setSrc] = useState(content.CT_ContentLink);
  useEffect(() => setSrc(content.CT_ContentLink), [content.CT_ContentLink]);
  const reloadedWithNewLink = useRef(false);
  const resumeAt = useRef(content.bookmark?.position ?? 0);

  // Saving the page or opening developer tools is blocked while the video is open (section 9).
  useEffect(() => {
    const block = (event: KeyboardEvent) => {
      const save = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's';
      if (save || event.key === 'F12') event.preventDefault();
    };
    window.addEventListener('keydown', block);
    return () => window.removeEventListener('keydown', block);
  }, []);

  const element = () => video.current;
  const seekTo = (seconds: number) => {
    const v = element();
    if (v) v.currentTime = Math.min(Math.max(0, seconds), v.duration || seconds);
  };

  /** The `<video>` element's handlers. */
  const events = {
    onLoadedMetadata: (event: VideoEvent) => {
      const v = event.currentTarget;
      setDurationSeconds(v.duration);
      if (resumeAt.current > 0 && resumeAt.current < v.duration - 1) v.currentTime = resumeAt.current;
    },
    onTimeUpdate: (event: VideoEvent) => {
      const v = event.currentTarget;
      setCurrentSeconds(v.currentTime);
      const whole = Math.floor(v.currentTime);
      tracker.setPosition({ position: whole, time: whole });
      if (v.duration > 0) tracker.setCompletion((v.currentTime / v.duration) * 100);
      if (whole > 0 && whole % VIDEO_BOOKMARK_EVERY_SECONDS === 0)
        tracker.bookmark({ position: whole, time: whole });
    },
    onPlay: () => setPlaying(true),
    onPause: () => setPlaying(false),
    onEnded: () => {
      setPlaying(false);
      tracker.setCompletion(100);
    },
    onError: async (event: VideoEvent) => {
      const v = event.currentTarget;
      const error = v.error;
      if (!reloadedWithNewLink.current) {
        reloadedWithNewLink.current = true;
        resumeAt.current = v.currentTime;
        await queryClient.invalidateQueries({ queryKey: [...learningKeys.all, 'content'] });
        return;
      }
      const unplayable =
        error?.code === MediaError.MEDIA_ERR_SRC_NOT_SUPPORTED || error?.code === MediaError.MEDIA_ERR_DECODE;
      setFailure(
        unplayable ? { kind: 'playback' } : { kind: 'load', error: error?.message || `code ${error?.code}` },
      );
    },
  };

  /** What the player's buttons and sliders do. */
  const controls = {
    playOrPause: () => {
      const v = element();
      if (!v) return;
      if (v.paused) void v.play().catch(() => undefined);
      else v.pause();
    },
    seekTo,
    skip: (seconds: number) => seekTo((element()?.currentTime ?? 0) + seconds),
    chooseSpeed: (next: number) => {
      setSpeed(next);
      const v = element();
      if (v) v.playbackRate = next;
    },
    chooseVolume: (next: number) => {
      setVolume(next);
      setMuted(false);
      const v = element();
      if (v) {
        v.volume = next;
        v.muted = false;
      }
    },
    toggleMute: () => {
      const v = element();
      if (v) v.muted = !muted;
      setMuted(!muted);
    },
    fullscreen: () => void frame.current?.requestFullscreen?.().catch(() => undefined),
  };

  return {
    video,
    frame,
    src,
    playing,
    currentSeconds,
    durationSeconds,
    speed,
    volume,
    muted,
    failure,
    events,
    controls,
  };
}
