from kata_pad.limit_order import limit_order


def test_limit_order_0():
    assert limit_order('') == '.........'


def test_limit_order_1():
    assert limit_order('ab') == 'ab.......'


def test_limit_order_2():
    assert limit_order('abab') == 'abab.....'


def test_limit_order_3():
    assert limit_order('ababab') == 'ababab...'


def test_limit_order_4():
    assert limit_order('abababab') == 'abababab.'


def test_limit_order_5():
    assert limit_order('ababababab') == 'ababababab'
