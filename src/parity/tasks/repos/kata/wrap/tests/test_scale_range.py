from kata_wrap.scale_range import scale_range


def test_scale_range_0():
    assert scale_range(-1) == 0


def test_scale_range_1():
    assert scale_range(19) == 6


def test_scale_range_2():
    assert scale_range(-7) == 1


def test_scale_range_3():
    assert scale_range(13) == 0


def test_scale_range_4():
    assert scale_range(9) == 3


def test_scale_range_5():
    assert scale_range(3, 7, 0) == 3
