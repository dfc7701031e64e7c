from kata_letter.core import ladder


def test_ladder_0():
    assert ladder(83) == 'B'


def test_ladder_1():
    assert ladder(84) == 'A'


def test_ladder_2():
    assert ladder(85) == 'A'


def test_ladder_3():
    assert ladder(70) == 'C'


def test_ladder_4():
    assert ladder(71) == 'B'


def test_ladder_5():
    assert ladder(72) == 'B'
