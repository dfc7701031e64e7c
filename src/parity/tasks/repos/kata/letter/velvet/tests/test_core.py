from kata_letter.core import velvet


def test_velvet_0():
    assert velvet(92) == 'B'


def test_velvet_1():
    assert velvet(93) == 'A'


def test_velvet_2():
    assert velvet(94) == 'A'


def test_velvet_3():
    assert velvet(81) == 'C'


def test_velvet_4():
    assert velvet(82) == 'B'


def test_velvet_5():
    assert velvet(83) == 'B'
