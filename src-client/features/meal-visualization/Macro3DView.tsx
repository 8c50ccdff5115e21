import { Canvas, useFrame } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import type { Group, Mesh } from 'three';

export interface Bar3D {
  label: string;
  grams: number;
  color: string;
}

interface Macro3DViewProps {
  bars: Bar3D[];
  playing: boolean;
  speed: number;
  /** Changing it restores the start: bars grow again from zero, rotation back to 0. */
  resetKey: number;
}

const MAX_HEIGHT = 2.4;
const SPACING = 1.4;

function Bars({ bars, playing, speed, resetKey }: Macro3DViewProps) {
  const group = useRef<Group>(null);
  const meshes = useRef<(Mesh | null)[]>([]);
  const grow = useRef(0);
  const max = Math.max(1, ...bars.map((b) => b.grams));

  useEffect(() => {
    grow.current = 0;
    if (group.current) group.current.rotation.y = 0;
  }, [resetKey]);

  useFrame((_, delta) => {
    if (playing) {
      grow.current = Math.min(1, grow.current + delta * speed * 0.8);
      if (group.current) group.current.rotation.y += delta * speed * 0.5;
    } else if (grow.current === 0) {
      // Paused from the start (or reset while paused): show the bars at full height, still.
      grow.current = 1;
    }
    bars.forEach((bar, i) => {
      const mesh = meshes.current[i];
      if (!mesh) return;
      const height = Math.max(0.02, (bar.grams / max) * MAX_HEIGHT * grow.current);
      mesh.scale.y = height;
      mesh.position.y = height / 2;
    });
  });

  return (
    <group ref={group} position-y={-0.9}>
      <mesh position={[0, -0.05, 0]} receiveShadow>
        <cylinderGeometry args={[2.6, 2.6, 0.1, 48]} />
        <meshStandardMaterial color="#f1f3f5" />
      </mesh>
      {bars.map((bar, i) => (
        <mesh
          key={bar.label}
          ref={(m) => {
            meshes.current[i] = m;
          }}
          position-x={(i - (bars.length - 1) / 2) * SPACING}
        >
          <boxGeometry args={[0.9, 1, 0.9]} />
          <meshStandardMaterial color={bar.color} />
        </mesh>
      ))}
    </group>
  );
}

/** Rotating bars on a plate, one per macro, their heights scaled to grams. Loaded lazily. */
export default function Macro3DView(props: Macro3DViewProps) {
  return (
    <Canvas camera={{ position: [0, 2.6, 6.8], fov: 45 }} frameloop={props.playing ? 'always' : 'demand'} dpr={[1, 2]}>
      <ambientLight intensity={0.7} />
      <directionalLight position={[4, 8, 5]} intensity={1.2} />
      <Bars {...props} />
    </Canvas>
  );
}
