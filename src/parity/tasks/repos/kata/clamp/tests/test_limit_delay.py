from kata_clamp.limit_delay import limit_delay


def test_limit_delay_0():
    assert limit_delay(2) == 3


def test_limit_delay_1():
    assert limit_delay(3) == 3


def test_limit_delay_2():
    assert limit_delay(4) == 4


def test_limit_delay_3():
    assert limit_delay(17) == 17


def test_limit_delay_4():
    assert limit_delay(18) == 18


def test_limit_delay_5():
    assert limit_delay(19) == 18
