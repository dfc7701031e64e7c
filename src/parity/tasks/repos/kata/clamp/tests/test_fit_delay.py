from kata_clamp.fit_delay import fit_delay


def test_fit_delay_0():
    assert fit_delay(3) == 4


def test_fit_delay_1():
    assert fit_delay(4) == 4


def test_fit_delay_2():
    assert fit_delay(5) == 5


def test_fit_delay_3():
    assert fit_delay(16) == 16


def test_fit_delay_4():
    assert fit_delay(17) == 17


def test_fit_delay_5():
    assert fit_delay(18) == 17
