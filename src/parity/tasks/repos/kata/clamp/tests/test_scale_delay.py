from kata_clamp.scale_delay import scale_delay


def test_scale_delay_0():
    assert scale_delay(4) == 5


def test_scale_delay_1():
    assert scale_delay(5) == 5


def test_scale_delay_2():
    assert scale_delay(6) == 6


def test_scale_delay_3():
    assert scale_delay(13) == 13


def test_scale_delay_4():
    assert scale_delay(14) == 14


def test_scale_delay_5():
    assert scale_delay(15) == 14
