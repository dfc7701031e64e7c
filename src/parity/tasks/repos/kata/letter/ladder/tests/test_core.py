from kata_letter.core import ladder


def test_ladder_0():
    assert ladder(79) == 'B'


def test_ladder_1():
    assert ladder(80) == 'A'


def test_ladder_2():
    assert ladder(81) == 'A'


def test_ladder_3():
    assert ladder(65) == 'C'


def test_ladder_4():
    assert ladder(66) == 'B'


def test_ladder_5():
    assert ladder(67) == 'B'
