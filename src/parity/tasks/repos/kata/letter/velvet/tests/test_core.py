from kata_letter.core import velvet


def test_velvet_0():
    assert velvet(85) == 'B'


def test_velvet_1():
    assert velvet(86) == 'A'


def test_velvet_2():
    assert velvet(87) == 'A'


def test_velvet_3():
    assert velvet(77) == 'C'


def test_velvet_4():
    assert velvet(78) == 'B'


def test_velvet_5():
    assert velvet(79) == 'B'
