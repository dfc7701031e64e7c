from kata_pad.merge_order import merge_order


def test_merge_order_0():
    assert merge_order('') == '.......'


def test_merge_order_1():
    assert merge_order('ab') == 'ab.....'


def test_merge_order_2():
    assert merge_order('abab') == 'abab...'


def test_merge_order_3():
    assert merge_order('ababab') == 'ababab.'


def test_merge_order_4():
    assert merge_order('abababab') == 'abababab'


def test_merge_order_5():
    assert merge_order('ababababab') == 'ababababab'
