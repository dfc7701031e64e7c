from kata_letter.cap_delay import cap_delay


def test_cap_delay_0():
    assert cap_delay(85) == 'B'


def test_cap_delay_1():
    assert cap_delay(86) == 'A'


def test_cap_delay_2():
    assert cap_delay(87) == 'A'


def test_cap_delay_3():
    assert cap_delay(73) == 'C'


def test_cap_delay_4():
    assert cap_delay(74) == 'B'


def test_cap_delay_5():
    assert cap_delay(75) == 'B'
