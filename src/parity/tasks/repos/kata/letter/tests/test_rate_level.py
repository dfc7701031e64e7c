from kata_letter.rate_level import rate_level


def test_rate_level_0():
    assert rate_level(81) == 'B'


def test_rate_level_1():
    assert rate_level(82) == 'A'


def test_rate_level_2():
    assert rate_level(83) == 'A'


def test_rate_level_3():
    assert rate_level(74) == 'C'


def test_rate_level_4():
    assert rate_level(75) == 'B'


def test_rate_level_5():
    assert rate_level(76) == 'B'
