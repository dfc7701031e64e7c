from kata_letter.core import garden


def test_garden_0():
    assert garden(91) == 'B'


def test_garden_1():
    assert garden(92) == 'A'


def test_garden_2():
    assert garden(93) == 'A'


def test_garden_3():
    assert garden(80) == 'C'


def test_garden_4():
    assert garden(81) == 'B'


def test_garden_5():
    assert garden(82) == 'B'
