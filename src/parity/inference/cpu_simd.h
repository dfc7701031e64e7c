/* What the CPU kernels (decode_attention.c, elementwise.c) share: float32 exp, bf16 loads,
 * the tail mask of a row; AVX-512. */
#ifndef PARITY_CPU_SIMD_H
#define PARITY_CPU_SIMD_H

#include <immintrin.h>
#include <stdint.h>

/* e^x in float32, relative error below 2e-7: 2^f for f in [-0.5, 0.5] by Taylor to degree 6
 * in f ln2, scaled by 2^n with vscalefps; x clamped to [-87, 88] (finite, no denormals). */
static inline __m512 exp_ps(__m512 x) {
    const __m512 log2e = _mm512_set1_ps(1.44269504088896341f);
    x = _mm512_max_ps(_mm512_min_ps(x, _mm512_set1_ps(88.0f)), _mm512_set1_ps(-87.0f));
    __m512 y = _mm512_mul_ps(x, log2e);
    __m512 n = _mm512_roundscale_ps(y, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
    __m512 f = _mm512_sub_ps(y, n); /* in [-0.5, 0.5] */
    __m512 t = _mm512_mul_ps(f, _mm512_set1_ps(0.693147180559945309f));
    __m512 p = _mm512_set1_ps(1.0f / 720.0f);
    p = _mm512_fmadd_ps(p, t, _mm512_set1_ps(1.0f / 120.0f));
    p = _mm512_fmadd_ps(p, t, _mm512_set1_ps(1.0f / 24.0f));
    p = _mm512_fmadd_ps(p, t, _mm512_set1_ps(1.0f / 6.0f));
    p = _mm512_fmadd_ps(p, t, _mm512_set1_ps(0.5f));
    p = _mm512_fmadd_ps(p, t, _mm512_set1_ps(1.0f));
    p = _mm512_fmadd_ps(p, t, _mm512_set1_ps(1.0f));
    return _mm512_scalef_ps(p, n);
}

/* sixteen bf16 values (a register's worth) as float32: exact, bf16 is float32's top half */
static inline __m512 widen_bf16x16(__m256i h) {
    return _mm512_castsi512_ps(_mm512_slli_epi32(_mm512_cvtepu16_epi32(h), 16));
}

/* sixteen bf16 values in memory as float32 */
static inline __m512 load_bf16x16(const uint16_t* p) {
    return widen_bf16x16(_mm256_loadu_si256((const __m256i*)p));
}

/* the lanes of `m` as float32, the others 0 (reads only those lanes) */
static inline __m512 load_bf16x16_mask(const uint16_t* p, __mmask16 m) {
    return widen_bf16x16(_mm256_maskz_loadu_epi16(m, p));
}

/* the lanes of a run of sixteen that hold one of the `left` elements still to do */
static inline __mmask16 lanes_left(int left) {
    return left >= 16 ? (__mmask16)0xFFFF : (__mmask16)((1u << left) - 1);
}

#endif
