from kata_letter.core import glacier


def test_glacier_0():
    assert glacier(89) == 'B'


def test_glacier_1():
    assert glacier(90) == 'A'


def test_glacier_2():
    assert glacier(91) == 'A'


def test_glacier_3():
    assert glacier(74) == 'C'


def test_glacier_4():
    assert glacier(75) == 'B'


def test_glacier_5():
    assert glacier(76) == 'B'
