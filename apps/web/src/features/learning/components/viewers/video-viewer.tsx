import { Alert, Box, Button, Group, List, NativeSelect, Text } from '@mantine/core';
import {
  VIDEO_BOOKMARK_EVERY_SECONDS,
  VIDEO_SKIP_SECONDS,
  VIDEO_SPEEDS,
  VIDEO_VOLUME_STEP,
} from '@pathshala/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../../../../i18n';
import { learningKeys } from '../../api/curriculum';
import type { ViewerProps } from './viewer-props';

/** m:ss for the time display. */
function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

type Failure = { kind: 'playback' } | { kind: 'load'; error: string };

/** The video player of section 9: skip 10 s, speeds, volume, a bookmark each 30 s, blocked shortcuts. */
export function VideoViewer({ content, tracker }: ViewerProps) {
  const t = useMessages().learning.video;
  const video = useRef<HTMLVideoElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(false);
  const [currentSeconds, setCurrentSeconds] = useState(0);
  const [durationSeconds, setDurationSeconds] = useState(0);
  const [speed, setSpeed] = useState(1);
  const [volume, setVolume] = useState(1);
  const [muted, setMuted] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
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

  return (
    <Box>
      <Box
        ref={frame}
        pos="relative"
        bg="black"
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
        onContextMenu={(event) => event.preventDefault()}
        data-testid="video-frame"
      >
        {/* biome-ignore lint/a11y/useMediaCaption: the demo clips carry their captions in the picture */}
        <video
          ref={video}
          src={src}
          preload="metadata"
          playsInline
          controlsList="nodownload noremoteplayback"
          disablePictureInPicture
          aria-label={t.label(content.CT_Name)}
          style={{ display: 'block', width: '100%', maxHeight: '70vh' }}
          onLoadedMetadata={(event) => {
            const v = event.currentTarget;
            setDurationSeconds(v.duration);
            if (resumeAt.current > 0 && resumeAt.current < v.duration - 1) v.currentTime = resumeAt.current;
          }}
          onTimeUpdate={(event) => {
            const v = event.currentTarget;
            setCurrentSeconds(v.currentTime);
            const whole = Math.floor(v.currentTime);
            tracker.setPosition({ position: whole, time: whole });
            if (v.duration > 0) tracker.setCompletion((v.currentTime / v.duration) * 100);
            if (whole > 0 && whole % VIDEO_BOOKMARK_EVERY_SECONDS === 0)
              tracker.bookmark({ position: whole, time: whole });
          }}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => {
            setPlaying(false);
            tracker.setCompletion(100);
          }}
          onError={async (event) => {
            const v = event.currentTarget;
            const error = v.error;
            if (!reloadedWithNewLink.current) {
              reloadedWithNewLink.current = true;
              resumeAt.current = v.currentTime;
              await queryClient.invalidateQueries({ queryKey: [...learningKeys.all, 'content'] });
              return;
            }
            const unplayable =
              error?.code === MediaError.MEDIA_ERR_SRC_NOT_SUPPORTED ||
              error?.code === MediaError.MEDIA_ERR_DECODE;
            setFailure(
              unplayable
                ? { kind: 'playback' }
                : { kind: 'load', error: error?.message || `code ${error?.code}` },
            );
          }}
        />
        {/* A small mark in a corner: a band across the top hid the picture on a phone. */}
        <Text
          pos="absolute"
          bottom={6}
          right={6}
          fz={10}
          lh={1.3}
          c="white"
          bg="rgba(0,0,0,0.72)"
          px={6}
          py={2}
          maw="70%"
          style={{ pointerEvents: 'none', borderRadius: 4 }}
          data-testid="copyright-overlay"
        >
          {t.copyright}
        </Text>
      </Box>

      {failure?.kind === 'playback' && (
        <Alert color="red" variant="light" role="alert" title={t.playbackFailedTitle} mt="sm">
          <Text c="red.9" fz="sm">
            {t.playbackFailedBody}
          </Text>
          <List fz="sm" c="red.9">
            {t.playbackCauses.map((cause) => (
              <List.Item key={cause}>{cause}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {failure?.kind === 'load' && (
        <Alert color="red" variant="light" role="alert" title={t.loadErrorTitle} mt="sm">
          <Text c="red.9" fz="sm">
            {t.loadErrorBody(failure.error)}
          </Text>
        </Alert>
      )}

      <Box mt="sm">
        <input
          type="range"
          min={0}
          max={durationSeconds || 0}
          step={0.1}
          value={currentSeconds}
          aria-label={t.seek}
          aria-valuetext={t.time(clockTime(currentSeconds), clockTime(durationSeconds))}
          onChange={(event) => seekTo(Number(event.currentTarget.value))}
          style={{ width: '100%', accentColor: 'var(--mantine-color-brand-8)' }}
        />
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs">
            <Button
              size="sm"
              onClick={() => {
                const v = element();
                if (!v) return;
                if (v.paused) void v.play().catch(() => undefined);
                else v.pause();
              }}
            >
              {playing ? t.pause : t.play}
            </Button>
            <Button
              size="sm"
              variant="default"
              onClick={() => seekTo((element()?.currentTime ?? 0) - VIDEO_SKIP_SECONDS)}
              aria-label={t.back10}
            >
              −{VIDEO_SKIP_SECONDS}s
            </Button>
            <Button
              size="sm"
              variant="default"
              onClick={() => seekTo((element()?.currentTime ?? 0) + VIDEO_SKIP_SECONDS)}
              aria-label={t.forward10}
            >
              +{VIDEO_SKIP_SECONDS}s
            </Button>
            <Text fz="sm" data-testid="video-time" aria-live="off">
              {t.time(clockTime(currentSeconds), clockTime(durationSeconds))}
            </Text>
          </Group>
          <Group gap="xs" wrap="wrap">
            <NativeSelect
              size="xs"
              label={t.speed}
              value={String(speed)}
              data={VIDEO_SPEEDS.map((s) => ({ value: String(s), label: `${s}×` }))}
              onChange={(event) => {
                const next = Number(event.currentTarget.value);
                setSpeed(next);
                const v = element();
                if (v) v.playbackRate = next;
              }}
            />
            <Box>
              <Text component="label" htmlFor={`volume-${content.CT_id}`} fz="xs" fw={500} display="block">
                {t.volume}
              </Text>
              <Group gap={4} wrap="nowrap">
                <input
                  id={`volume-${content.CT_id}`}
                  type="range"
                  min={0}
                  max={1}
                  step={VIDEO_VOLUME_STEP}
                  value={muted ? 0 : volume}
                  onChange={(event) => {
                    const next = Number(event.currentTarget.value);
                    setVolume(next);
                    setMuted(false);
                    const v = element();
                    if (v) {
                      v.volume = next;
                      v.muted = false;
                    }
                  }}
                  style={{ width: 90, accentColor: 'var(--mantine-color-brand-8)' }}
                />
                <Button
                  variant="default"
                  size="xs"
                  onClick={() => {
                    const v = element();
                    if (v) v.muted = !muted;
                    setMuted(!muted);
                  }}
                >
                  {muted ? t.unmute : t.mute}
                </Button>
              </Group>
            </Box>
            <Button
              size="xs"
              variant="default"
              onClick={() => void frame.current?.requestFullscreen?.().catch(() => undefined)}
            >
              {t.fullscreen}
            </Button>
          </Group>
        </Group>
      </Box>
    </Box>
  );
}
