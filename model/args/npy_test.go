package args

import (
	"bytes"
	"encoding/binary"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/gcndbg/gcndbg/internal/llvmtool"
)

// numpy runs a Python snippet with Debian's NumPy, the oracle for the .npy
// format and for float16 rounding. Missing NumPy skips on a developer
// machine and fails in CI (scripts/setup.sh installs python3-numpy).
func numpy(t *testing.T, script string, args ...string) []byte {
	t.Helper()
	py := "/usr/bin/python3"
	if err := exec.Command(py, "-c", "import numpy").Run(); err != nil {
		if llvmtool.Required() {
			t.Fatalf("python3-numpy is required: run scripts/setup.sh")
		}
		t.Skip("python3-numpy not installed")
	}
	out, err := exec.Command(py, append([]string{"-c", script}, args...)...).Output()
	if err != nil {
		t.Fatalf("numpy: %v", err)
	}
	return out
}

func TestReadNPYWrittenByNumPy(t *testing.T) {
	dir := t.TempDir()
	numpy(t, `
import numpy as np, sys
d = sys.argv[1]
np.save(d + "/f4.npy", np.arange(5, dtype=np.float32) * 0.5)
np.save(d + "/i2.npy", np.array([-1, 2, -300], dtype=np.int16))
np.save(d + "/u8_2d.npy", np.arange(6, dtype=np.uint64).reshape(2, 3))
np.save(d + "/f8f.npy", np.asfortranarray(np.ones((2, 2))))
`, dir)
	cases := []struct {
		file  string
		typ   ElemType
		count int64
		data  []byte
	}{
		{"f4.npy", F32, 5, f32s(0, 0.5, 1, 1.5, 2)},
		{"i2.npy", I16, 3, []byte{0xff, 0xff, 2, 0, 0xd4, 0xfe}},
		{"u8_2d.npy", U64, 6, func() []byte {
			b := make([]byte, 48)
			for i := 0; i < 6; i++ {
				binary.LittleEndian.PutUint64(b[8*i:], uint64(i))
			}
			return b
		}()},
	}
	for _, c := range cases {
		fh, err := os.Open(filepath.Join(dir, c.file))
		if err != nil {
			t.Fatal(err)
		}
		st, _ := fh.Stat()
		a, err := ReadNPY(fh, st.Size())
		fh.Close()
		if err != nil {
			t.Fatalf("%s: %v", c.file, err)
		}
		if a.Type != c.typ || a.Count != c.count || !bytes.Equal(a.Data, c.data) {
			t.Errorf("%s: got %v x%d % x", c.file, a.Type, a.Count, a.Data)
		}
	}
	fh, _ := os.Open(filepath.Join(dir, "f8f.npy"))
	st, _ := fh.Stat()
	if _, err := ReadNPY(fh, st.Size()); err == nil {
		t.Error("a 2-D Fortran-order array was accepted")
	}
	fh.Close()
}

func TestWriteNPYReadByNumPy(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.npy")
	var buf bytes.Buffer
	if err := WriteNPY(&buf, I32, []byte{1, 0, 0, 0, 0xfe, 0xff, 0xff, 0xff}); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	got := numpy(t, `
import numpy as np, sys
a = np.load(sys.argv[1])
print(a.dtype.str, a.shape, list(a))
`, path)
	if want := "<i4 (2,) [1, -2]\n"; string(got) != want {
		t.Errorf("numpy read %q, want %q", got, want)
	}
}

// F32ToF16 must round exactly as NumPy's float32 -> float16 cast does
// (IEEE round to nearest even), over normals, subnormals, ties, overflow.
func TestF32ToF16MatchesNumPy(t *testing.T) {
	var in []float32
	for e := -30; e <= 17; e++ {
		base := float32(math.Ldexp(1, e))
		for _, m := range []float32{1, 1.0004883, 1.00048828125, 1.0009766, 1.5, 1.99951171875, 1.9997559, 1.7} {
			in = append(in, base*m, -base*m)
		}
	}
	// every float32 whose low 13 bits are one of the rounding-critical patterns
	for hi := uint32(0x33000000); hi < 0x47800000; hi += 0x00731000 {
		for _, lo := range []uint32{0, 1, 0xfff, 0x1000, 0x1001, 0x1fff} {
			in = append(in, math.Float32frombits(hi|lo))
		}
	}
	in = append(in, 65504, 65520, 65519.996, float32(math.Inf(1)), 0, float32(math.Copysign(0, -1)))
	raw := make([]byte, 4*len(in))
	for i, v := range in {
		binary.LittleEndian.PutUint32(raw[4*i:], math.Float32bits(v))
	}
	path := filepath.Join(t.TempDir(), "in.bin")
	os.WriteFile(path, raw, 0o644)
	out := numpy(t, `
import numpy as np, sys
a = np.fromfile(sys.argv[1], dtype='<f4')
sys.stdout.buffer.write(a.astype(np.float16).tobytes())
`, path)
	if len(out) != 2*len(in) {
		t.Fatalf("numpy gave %d bytes for %d values", len(out), len(in))
	}
	bad := 0
	for i, v := range in {
		want := binary.LittleEndian.Uint16(out[2*i:])
		if got := F32ToF16(v); got != want {
			bad++
			if bad < 10 {
				t.Errorf("F32ToF16(%g = %#08x) = %#04x, numpy %#04x", v, math.Float32bits(v), got, want)
			}
		}
	}
	t.Logf("%d float32 values compared with numpy's float16 cast, %d differ", len(in), bad)
}
