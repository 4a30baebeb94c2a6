import { Alert, Box, Button, Group, List, NativeSelect, Text } from '@mantine/core';
import { VIDEO_SKIP_SECONDS, VIDEO_SPEEDS, VIDEO_VOLUME_STEP } from '@pathshala/contracts';
import { useMessages } from '../../../../i18n';
import { useVideoPlayer, type VideoFailure } from './use-video-player';
import type { ViewerProps } from './viewer-props';

/** m:ss for the time display. */
function clockTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Why the video cannot be shown: a format the device cannot play (with its likely causes), or a failed load. */
function VideoFailureAlert({ failure }: { failure: VideoFailure }) {
  const t = useMessages().learning.video;
  if (failure.kind === 'playback')
    return (
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
    );
  return (
    <Alert color="red" variant="light" role="alert" title={t.loadErrorTitle} mt="sm">
      <Text c="red.9" fz="sm">
        {t.loadErrorBody(failure.error)}
      </Text>
    </Alert>
  );
}

/**
 * The video player of section 9: skip 10 s, speeds, volume, a bookmark each 30 s, blocked shortcuts.
 * Its state and what the controls do are useVideoPlayer's; this is its view.
 */
export function VideoViewer({ content, tracker }: ViewerProps) {
  const t = useMessages().learning.video;
  const player = useVideoPlayer({ content, tracker });
  const { currentSeconds, durationSeconds, muted, controls } = player;

  return (
    <Box>
      <Box
        ref={player.frame}
        pos="relative"
        bg="black"
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
        onContextMenu={(event) => event.preventDefault()}
        data-testid="video-frame"
      >
        {/* biome-ignore lint/a11y/useMediaCaption: the demo clips carry their captions in the picture */}
        <video
          ref={player.video}
          src={player.src}
          preload="metadata"
          playsInline
          controlsList="nodownload noremoteplayback"
          disablePictureInPicture
          aria-label={t.label(content.CT_Name)}
          style={{ display: 'block', width: '100%', maxHeight: '70vh' }}
          onLoadedMetadata={player.events.onLoadedMetadata}
          onTimeUpdate={player.events.onTimeUpdate}
          onPlay={player.events.onPlay}
          onPause={player.events.onPause}
          onEnded={player.events.onEnded}
          onError={(event) => void player.events.onError(event)}
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

      {player.failure && <VideoFailureAlert failure={player.failure} />}

      <Box mt="sm">
        <input
          type="range"
          min={0}
          max={durationSeconds || 0}
          step={0.1}
          value={currentSeconds}
          aria-label={t.seek}
          aria-valuetext={t.time(clockTime(currentSeconds), clockTime(durationSeconds))}
          onChange={(event) => controls.seekTo(Number(event.currentTarget.value))}
          style={{ width: '100%', accentColor: 'var(--mantine-color-brand-8)' }}
        />
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs">
            <Button size="sm" onClick={controls.playOrPause}>
              {player.playing ? t.pause : t.play}
            </Button>
            <Button
              size="sm"
              variant="default"
              onClick={() => controls.skip(-VIDEO_SKIP_SECONDS)}
              aria-label={t.back10}
            >
              −{VIDEO_SKIP_SECONDS}s
            </Button>
            <Button
              size="sm"
              variant="default"
              onClick={() => controls.skip(VIDEO_SKIP_SECONDS)}
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
              value={String(player.speed)}
              data={VIDEO_SPEEDS.map((s) => ({ value: String(s), label: `${s}×` }))}
              onChange={(event) => controls.chooseSpeed(Number(event.currentTarget.value))}
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
                  value={muted ? 0 : player.volume}
                  onChange={(event) => controls.chooseVolume(Number(event.currentTarget.value))}
                  style={{ width: 90, accentColor: 'var(--mantine-color-brand-8)' }}
                />
                <Button variant="default" size="xs" onClick={controls.toggleMute}>
                  {muted ? t.unmute : t.mute}
                </Button>
              </Group>
            </Box>
            <Button size="xs" variant="default" onClick={controls.fullscreen}>
              {t.fullscreen}
            </Button>
          </Group>
        </Group>
      </Box>
    </Box>
  );
}
