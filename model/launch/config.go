package launch

import (
	"fmt"

	"github.com/gcndbg/gcndbg/exec"
	"github.com/gcndbg/gcndbg/model/codeobj"
)

// ConfigFromDescriptor fills an exec.KernelConfig from a v3+ kernel
// descriptor (AMDGPUUsage "Kernel Descriptor").
func ConfigFromDescriptor(kd *codeobj.KernelDescriptor) exec.KernelConfig {
	r1, r2, p := kd.Rsrc1, kd.Rsrc2, kd.Props
	return exec.KernelConfig{
		EnableSGPRPrivateSegmentBuffer: p.EnableSGPRPrivateSegmentBuffer != 0,
		EnableSGPRDispatchPtr:          p.EnableSGPRDispatchPtr != 0,
		EnableSGPRQueuePtr:             p.EnableSGPRQueuePtr != 0,
		EnableSGPRKernargSegmentPtr:    p.EnableSGPRKernargSegmentPtr != 0,
		EnableSGPRDispatchID:           p.EnableSGPRDispatchID != 0,
		EnableSGPRFlatScratchInit:      p.EnableSGPRFlatScratchInit != 0,
		EnableSGPRPrivateSegmentSize:   p.EnableSGPRPrivateSegmentSize != 0,
		KernargPreloadLength:           uint16(kd.KernargPreloadSpecLength),
		KernargPreloadOffset:           uint16(kd.KernargPreloadSpecOffset),
		UserSGPRCount:                  uint8(r2.UserSGPRCount),
		EnableSGPRWorkgroupID:          [3]bool{r2.EnableSGPRWorkgroupIDX != 0, r2.EnableSGPRWorkgroupIDY != 0, r2.EnableSGPRWorkgroupIDZ != 0},
		EnableSGPRWorkgroupInfo:        r2.EnableSGPRWorkgroupInfo != 0,
		EnablePrivateSegment:           r2.EnablePrivateSegment != 0,
		EnableVGPRWorkitemID:           uint8(r2.EnableVGPRWorkitemID),
		Wave32:                         p.EnableWavefrontSize32 != 0,
		GranulatedWorkitemVGPRCount:    uint8(r1.GranulatedWorkitemVGPRCount),
		GranulatedWavefrontSGPRCount:   uint8(r1.GranulatedWavefrontSGPRCount),
		AccumOffset:                    uint8(kd.Rsrc3.AccumOffset),
		GroupSegmentFixedSize:          kd.GroupSegmentFixedSize,
		PrivateSegmentFixedSize:        kd.PrivateSegmentFixedSize,
		KernargSize:                    kd.KernargSize,
		FloatRoundMode32:               uint8(r1.FloatRoundMode32),
		FloatRoundMode1664:             uint8(r1.FloatRoundMode16_64),
		FloatDenormMode32:              uint8(r1.FloatDenormMode32),
		FloatDenormMode1664:            uint8(r1.FloatDenormMode16_64),
		EnableDX10Clamp:                r1.EnableDX10Clamp != 0,
		EnableIEEEMode:                 r1.EnableIEEEMode != 0,
	}
}

// ConfigFromKernelCode fills an exec.KernelConfig from a code object v2
// amd_kernel_code_t (AMDGPU-ABI). The grid work-group count SGPRs of v2
// have no counterpart in the interpreter; a kernel enabling them is
// refused rather than run with its SGPRs shifted.
func ConfigFromKernelCode(c *codeobj.AmdKernelCode) (exec.KernelConfig, error) {
	r1, r2, p := c.Rsrc1, c.Rsrc2, c.Props
	if p.EnableSGPRGridWorkgroupCountX != 0 || p.EnableSGPRGridWorkgroupCountY != 0 || p.EnableSGPRGridWorkgroupCountZ != 0 {
		return exec.KernelConfig{}, fmt.Errorf("amd_kernel_code_t enables the grid work-group count SGPRs, which the interpreter does not set up")
	}
	return exec.KernelConfig{
		EnableSGPRPrivateSegmentBuffer: p.EnableSGPRPrivateSegmentBuffer != 0,
		EnableSGPRDispatchPtr:          p.EnableSGPRDispatchPtr != 0,
		EnableSGPRQueuePtr:             p.EnableSGPRQueuePtr != 0,
		EnableSGPRKernargSegmentPtr:    p.EnableSGPRKernargSegmentPtr != 0,
		EnableSGPRDispatchID:           p.EnableSGPRDispatchID != 0,
		EnableSGPRFlatScratchInit:      p.EnableSGPRFlatScratchInit != 0,
		EnableSGPRPrivateSegmentSize:   p.EnableSGPRPrivateSegmentSize != 0,
		UserSGPRCount:                  uint8(r2.UserSGPRCount),
		EnableSGPRWorkgroupID:          [3]bool{r2.EnableSGPRWorkgroupIDX != 0, r2.EnableSGPRWorkgroupIDY != 0, r2.EnableSGPRWorkgroupIDZ != 0},
		EnableSGPRWorkgroupInfo:        r2.EnableSGPRWorkgroupInfo != 0,
		EnablePrivateSegment:           r2.EnablePrivateSegment != 0,
		EnableVGPRWorkitemID:           uint8(r2.EnableVGPRWorkitemID),
		Wave32:                         c.WavefrontSize == 5,
		GranulatedWorkitemVGPRCount:    uint8(r1.GranulatedWorkitemVGPRCount),
		GranulatedWavefrontSGPRCount:   uint8(r1.GranulatedWavefrontSGPRCount),
		GroupSegmentFixedSize:          c.WorkgroupGroupSegmentByteSize,
		PrivateSegmentFixedSize:        c.WorkitemPrivateSegmentByteSize,
		KernargSize:                    uint32(min(c.KernargSegmentByteSize, 1<<20)),
		FloatRoundMode32:               uint8(r1.FloatRoundMode32),
		FloatRoundMode1664:             uint8(r1.FloatRoundMode16_64),
		FloatDenormMode32:              uint8(r1.FloatDenormMode32),
		FloatDenormMode1664:            uint8(r1.FloatDenormMode16_64),
		EnableDX10Clamp:                r1.EnableDX10Clamp != 0,
		EnableIEEEMode:                 r1.EnableIEEEMode != 0,
	}, nil
}
