from kata_letter.core import oyster


def test_oyster_0():
    assert oyster(80) == 'B'


def test_oyster_1():
    assert oyster(81) == 'A'


def test_oyster_2():
    assert oyster(82) == 'A'


def test_oyster_3():
    assert oyster(72) == 'C'


def test_oyster_4():
    assert oyster(73) == 'B'


def test_oyster_5():
    assert oyster(74) == 'B'
