from kata_letter.core import glacier


def test_glacier_0():
    assert glacier(85) == 'B'


def test_glacier_1():
    assert glacier(86) == 'A'


def test_glacier_2():
    assert glacier(87) == 'A'


def test_glacier_3():
    assert glacier(75) == 'C'


def test_glacier_4():
    assert glacier(76) == 'B'


def test_glacier_5():
    assert glacier(77) == 'B'
