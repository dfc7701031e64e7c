/* Two of a Llama-family layer's elementwise steps on bf16 rows, each one pass: RMSNorm
 * (torch: eight calls) and SiLU of the gate times the up projection (torch: two). Built and
 * loaded with the attention kernels (cpu_attention.py); used through fused_layers.py.
 *
 * Each computes what transformers' modules compute, in the same precisions:
 *   RMSNorm (LlamaRMSNorm and its copies in Qwen2/3, Mistral): y = bf16(x * rsqrt(mean(x^2)
 *     + eps)) in float32, out = bf16(weight * y)
 *   SwiGLU's middle (LlamaMLP: act_fn(gate) * up): a = bf16(silu(gate)), out = bf16(a * up)
 * The sum of squares is taken in another order than torch's, so a norm's output can differ
 * from the module's in the last bit of bf16 now and then. */
#include <immintrin.h>
#include <math.h>
#include <stdint.h>

#include "cpu_simd.h"

/* float32 -> bf16, rounding to nearest even (what torch's .to(bfloat16) does) */
static inline __m256i round16(__m512 x) {
    return (__m256i)_mm512_cvtneps_pbh(x);
}

/* rows [r0, r1) of x [rows, n] (row stride x_st) into out [rows, n] (stride o_st) */
void parity_rms_norm_bf16(const uint16_t* x, long x_st, const uint16_t* weight, uint16_t* out,
                          long o_st, int n, float eps, int r0, int r1) {
    for (int r = r0; r < r1; r++) {
        const uint16_t* xr = x + r * x_st;
        uint16_t* orow = out + r * o_st;
        __m512 acc = _mm512_setzero_ps();
        int j = 0;
        for (; j + 16 <= n; j += 16) {
            const __m512 v = load_bf16x16(xr + j);
            acc = _mm512_fmadd_ps(v, v, acc);
        }
        if (j < n) {
            const __m512 v = load_bf16x16_mask(xr + j, lanes_left(n - j));
            acc = _mm512_fmadd_ps(v, v, acc);
        }
        const float inv = 1.0f / sqrtf(_mm512_reduce_add_ps(acc) / (float)n + eps);
        const __m512 iv = _mm512_set1_ps(inv);
        for (j = 0; j < n; j += 16) {
            const __mmask16 m = lanes_left(n - j);
            const __m256i y = round16(_mm512_mul_ps(load_bf16x16_mask(xr + j, m), iv));
            const __m512 yf = widen_bf16x16(y);
            _mm256_mask_storeu_epi16(orow + j, m, round16(_mm512_mul_ps(load_bf16x16_mask(weight + j, m), yf)));
        }
    }
}

/* rows [r0, r1): out = bf16(bf16(silu(gate)) * up), n columns; gate, up and out by row strides */
void parity_silu_mul_bf16(const uint16_t* gate, long g_st, const uint16_t* up, long u_st,
                          uint16_t* out, long o_st, int n, int r0, int r1) {
    const __m512 one = _mm512_set1_ps(1.0f);
    for (int r = r0; r < r1; r++) {
        const uint16_t* gr = gate + r * g_st;
        const uint16_t* ur = up + r * u_st;
        uint16_t* orow = out + r * o_st;
        for (int j = 0; j < n; j += 16) {
            const __mmask16 m = lanes_left(n - j);
            const __m512 g = load_bf16x16_mask(gr + j, m);
            const __m512 a = _mm512_div_ps(g, _mm512_add_ps(one, exp_ps(_mm512_sub_ps(_mm512_setzero_ps(), g))));
            const __m256i ab = round16(a);
            const __m512 af = widen_bf16x16(ab);
            _mm256_mask_storeu_epi16(orow + j, m, round16(_mm512_mul_ps(af, load_bf16x16_mask(ur + j, m))));
        }
    }
}
