from kata_letter.core import honey


def test_honey_0():
    assert honey(84) == 'B'


def test_honey_1():
    assert honey(85) == 'A'


def test_honey_2():
    assert honey(86) == 'A'


def test_honey_3():
    assert honey(77) == 'C'


def test_honey_4():
    assert honey(78) == 'B'


def test_honey_5():
    assert honey(79) == 'B'
