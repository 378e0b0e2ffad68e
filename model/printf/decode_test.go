package printf

import (
	"encoding/binary"
	"strings"
	"testing"
)

// Metadata that does not follow AMDGPUUsage's "ID:N:S[0]:...:Format" (or
// HIP's "0:0:HASH,Format") is refused naming the entry.
func TestMetadataErrorsNameTheEntry(t *testing.T) {
	for _, c := range []struct {
		entries []string
		want    string
	}{
		{[]string{"1:1:4:%d", "x:0:hi"}, "amdhsa.printf[1]"},
		{[]string{"1:1:0:%d"}, "size \"0\""},
		{[]string{"1:1:4:4:%d %d"}, "2 argument sizes, expected at most 1"},
		{[]string{"1:1"}, "expected ID:N"},
		{[]string{"0:0:3278d7baea63a303,plain", "1:0:x"}, "OpenCL entry among HIP"},
	} {
		_, err := ParseMetadata(c.entries)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want one containing %q", c.entries, err, c.want)
		}
	}
}

// clBuffer builds a printf buffer: header, then the records' bytes.
func clBuffer(records ...[]byte) []byte {
	var data []byte
	for _, r := range records {
		data = append(data, r...)
	}
	buf := make([]byte, HeaderSize+len(data)+64)
	binary.LittleEndian.PutUint32(buf, uint32(len(data)))
	binary.LittleEndian.PutUint32(buf[4:], uint32(len(buf)))
	copy(buf[HeaderSize:], data)
	return buf
}

func le32(v uint32) []byte { return binary.LittleEndian.AppendUint32(nil, v) }

// A record is decoded only once all its bytes are ready, each once; a
// record whose id the metadata does not have stops the stream with an
// error naming its offset.
func TestStreamWaitsForCompleteRecordsAndNamesBadOnes(t *testing.T) {
	tab, err := ParseMetadata([]string{"1:1:4:a=%d\\n", "2:0:b\\72\\n"})
	if err != nil {
		t.Fatal(err)
	}
	rec1 := append(le32(1), le32(7)...)
	buf := clBuffer(rec1, le32(2), le32(9))
	s := NewStream(tab)
	upTo := uint32(6) // the second dword of the first record is half written
	ready := func(off, n uint32) bool { return off+n <= upTo }
	if recs, err := s.Poll(buf, ready); len(recs) != 0 || err != nil {
		t.Fatalf("incomplete record decoded: %v %v", recs, err)
	}
	upTo = 12
	recs, err := s.Poll(buf, ready)
	if err != nil || len(recs) != 2 || recs[0].Text != "a=7\n" || recs[1].Text != "b:\n" || recs[1].Offset != 8 {
		t.Fatalf("got %+v, %v", recs, err)
	}
	upTo = 16
	recs, err = s.Poll(buf, ready)
	if len(recs) != 0 || err == nil || !strings.Contains(err.Error(), "offset 20") || !strings.Contains(err.Error(), "printf id 9") {
		t.Fatalf("got %+v, %v; want the unknown id 9 at offset 20", recs, err)
	}
	if recs, err := s.Poll(buf, nil); recs != nil || err != nil {
		t.Errorf("after an error the stream goes on: %v %v", recs, err)
	}
}

// The room left in the buffer decides Full: less than the largest record
// the metadata describes.
func TestFullComparesTheRoomLeftWithTheLargestRecord(t *testing.T) {
	tab, err := ParseMetadata([]string{"1:2:8:8:%ld %ld\\n"})
	if err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 64)
	binary.LittleEndian.PutUint32(buf[4:], 64)
	for _, c := range []struct {
		used uint32
		full bool
	}{{0, false}, {36, false}, {37, true}, {56, true}} {
		binary.LittleEndian.PutUint32(buf, c.used)
		if got := tab.Full(buf); got != c.full {
			t.Errorf("used %d of 56: Full %v, want %v (records of 20 bytes)", c.used, got, c.full)
		}
	}
}
